"""The voices96-107 round (blind sets written 2026-12-06): untrue answers found on their tuning halves, mended, with
what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import ruling_test

PLAYS = [
    # Law 11.3: no offside offence straight from a throw-in, the thrower named "the long-throw merchant" (had offside)
    (
        "our long-throw specialist hurls one in from by their box, our 9 is three yards past every defender and heads it"
        " in, nobody else touched it",
        "no-offence",
    ),
    # Law 11.1: ahead of or behind the ball at the cut-back, doubted as "can't work out if" (had offside)
    (
        "cut back from the byline, our 9 was past their last defender, keeper on his line, but I can't work out if he "
        "was in front of the ball or behind it when it was pulled back. he scored",
        "ask:position",
    ),
    # ... and doubted in Nigerian English, "I no sure whether" (had no offence)
    (
        "Our winger reach the byline and pull am back. Our striker don pass all their defenders, keeper for line. I no"
        " sure whether he was behind the ball or in front of am when the winger pass am. He score.",
        "ask:position",
    ),
    # Law 11.2: an opponent's deliberate handball resets offside, told as "raise him hand on purpose" (had offside)
    (
        "Their winger cross. Our defender raise him hand on purpose and knock the ball down. Ball fall for their"
        " striker, wey dey offside position when the cross come, and he score.",
        "no-offence",
    ),
    # ... and whether the handball was deliberate doubted as "replay no show whether" (had offside)
    (
        "Cross come in, their striker dey offside position at the cross. Ball hit our defender hand and drop for am, he"
        " score. Replay no show whether the defender move him hand to the ball or the ball just strike am.",
        "ask:received_from",
    ),
    # Law 11.1: behind the ball at a cut-back is onside, in Glaswegian Scots "behind the baw" (had offside)
    (
        "Our winger gets tae the byline and pulls it back. Our striker is past their last defender but behind the baw"
        " when it's cut back, and he scores.",
        "no-offence",
    ),
    # ... in his own half at the pass ("his own hauf") is never offside (had asked where he was)
    (
        "our striker's in his own hauf when the ball's played, then runs clean through n scores. offside?",
        "no-offence",
    ),
    # ... on the halfway line, whether any bit of him was "over it" doubted (had no offence)
    (
        "Our striker is beyond all their defenders and ahead of the ball, right on the halfway line when our keeper"
        " kicks it, but nobody can say if any bit of him was over it. He scores.",
        "ask:position",
    ),
    # Law 11.2: where he was at the pass decides; "jogged back level" later does not, and "Our Darren just stood there"
    # told by the defending side is our defender's stillness, not his (had no offence)
    (
        "Their striker was a couple of yards beyond our back line in our half when their midfielder passed. He jogged"
        " back level, then darted on, took the ball and scored. Our Darren just stood there.",
        "offside",
    ),
    # ... "flag never moved" is the assistant's, not the attacker's stillness (had no offence)
    (
        "when our midfielder played it through our 9 was two strides past their last outfield player in their half,"
        " keeper on his line. he ran on and scored. flag never moved",
        "offside",
    ),
    # ... "took the ball and crossed" is his play of the ball (had asked what he did)
    (
        "Their left-back played it forward while their winger stood in an offside position in our half. The winger"
        " jogged back level, then took the ball and crossed for their goal.",
        "offside",
    ),
    # Law 11.2: a rebound off the bar "followed in" is his play of the ball (had asked what he did)
    (
        "our 9 was a yard past their last defender when our 10 shot, it came back off the bar and he followed it in",
        "offside",
    ),
    # ... a rebound put in by "his team-mate", who is then the one placed, at a match of someone's (had the rule's answer)
    (
        "At my cousin's match a lad shot, it hit the post and his team-mate put the rebound in. That team-mate had been"
        " beyond every defender but the keeper, nearer goal than the ball, when the shot was hit. Should it count?",
        "offside",
    ),
    # Law 11.1: "closer than their 2nd last man", after "closer to their line than the ball" (had asked where he was)
    (
        "our winger headed it back across and our striker was a yard closer to their line than the ball was, and closer"
        " than their 2nd last man, when it was headed. he turned it in",
        "offside",
    ),
    # ... "a pace behind their last outfield defender" is onside (had asked where he was)
    (
        "when our captain played it through our striker was a pace behind their last outfield defender, keeper on his"
        " line. he ran on and scored",
        "no-offence",
    ),
    # Law 11.2: "our 11, onside, headed it in" is the other attacker's finish; whether our 9 challenged for it is doubted
    (
        "Our 9 was offside when our winger crossed. It went over him and our 11, onside, headed it in. What nobody can"
        " agree on is whether our 9 jumped for it with their centre-back.",
        "ask:involvement",
    ),
    # Law 11.4: an opponent off the field for treatment, whether the referee waved him off unseen: his leave is asked (had
    # offside)
    (
        "when our 8 passed, our striker was closer to goal than the ball and than every outfield player of theirs still"
        " on the field, keeper on his line. their left-back was off behind the goal line getting treatment; I couldn't"
        " see if the referee had waved him off. our striker scored.",
        "ask:position",
    ),
    # ... and "whether the ref gave him permission to go off, no idea" (a round change had ruled it onside)
    (
        "our side defending. our CB had limped off behind our goal line; whether the ref gave him permission to go off,"
        " no idea. their striker, nearer goal than the ball and every defender still on the pitch (keeper on line),"
        " scores. offside?",
        "ask:position",
    ),
    # Law 11.1: in his own half at the pass, told as "hadn't a toe over the halfway line" or "hadn't even crossed" it
    (
        "our 9 hadn't a toe over the halfway line when the ball was played, then he ran through and scored",
        "no-offence",
    ),
    (
        "their striker hadnt even crossed the halfway line when their keeper kicked it, then he ran past us all and scored",
        "no-offence",
    ),
    # Law 11.2: a save starts nothing afresh; "smacked in the rebound" is his play (had asked what he did)
    (
        "our 9 shot, their keeper parried it, and our 11, who'd been a yard beyond their back line when the shot was"
        " hit, smacked in the rebound",
        "offside",
    ),
    # ... a keeper's throw judged when it left his hand, "there" typed for "their" (had asked where he was)
    (
        "our keeper threw it out long and our striker was past there last outfield defender, there keeper on his line,"
        " wen it left our keepers hand. he ran on and scored",
        "offside",
    ),
    # Law 11.1: level, said as "not an inch either way", is onside (had asked where he was)
    (
        "their striker was exactly level with our last centre-back, not an inch either way, keeper on his line, when the"
        " pass went. he scored",
        "no-offence",
    ),
    # ... "a step behind" at the pass; "by the time he reached the ball he was five yards clear" is later (had offside)
    (
        "when our 6 hit the pass our striker was a step behind their last defender. by the time he reached the ball he"
        " was five yards clear, and he scored",
        "no-offence",
    ),
    # ... in an Italian family's English: level or a step ahead doubted, "the TV not show if" (had offside)
    (
        "the attaccante and the last defender are so close when the pass go, the TV not show if he is in line or one"
        " step in front. he run and score",
        "ask:position",
    ),
    # Law 11.3: a throw-in named in Italian, "rimessa laterale", or a pass: which is doubted (had not sure)
    (
        "their attaccante is near the penalty spot, past all our defenders, only the portiere. his friend by the"
        " touchline gives him the ball and he scores. I not see if it was a rimessa laterale or a pass in play",
        "ask:received_from",
    ),
    # Law 11.2: whether the free kick grazed his hair is doubted (had "no offence": he did not move)
    (
        "our 9 stood in an offside position as our free kick was hit. he didnt move, their keeper saw it all the way,"
        " and it flew past his head in. the replay cant show if it grazed his hair",
        "ask:involvement",
    ),
    # ... "nowhere near the ball or their keeper or anyone, didnt move" is his stillness, not their keeper's (had the
    # rule's answer)
    (
        "we scored but our other striker was way past their back line, nowhere near the ball or their keeper or anyone,"
        " didnt move. our 8 ran on from an onside spot and scored. does it count?",
        "no-offence",
    ),
    # ... "went shoulder to shoulder with Crispin for it and put him off", past "Crispin and every other defender bar
    # our goalkeeper" (had the answer for a ball off the referee)
    (
        "Their 10 chipped it forward. Their winger, who was past Crispin and every other defender bar our goalkeeper"
        " when it was chipped, went shoulder to shoulder with Crispin for it and put him off. Crispin headed it out for"
        " a corner. The winger never touched it. What should the ref have given?",
        "offside",
    ),
]

test_voices96_103_play = ruling_test(PLAYS)
