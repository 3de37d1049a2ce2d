"""Results providers: the normalised model, the provider protocol and the clients."""
