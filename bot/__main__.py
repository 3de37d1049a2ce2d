from bot.launch import main

raise SystemExit(main())
