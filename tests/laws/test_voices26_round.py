"""The rounds on the odd halves of voices26 and voices27 (written blind) and the mends of reviews 8 and 9: each mend
with its near misses, worded here, never copied from a set. Each question gets the answer id and the opening a fan
reads first ("Yes", "No", "Only"; "" for no bare Yes or No), as tests.laws.evaluate.check_probe_answer checks on the
rendered Discord text."""

from bot.laws.intents import load_intents
from bot.laws.situation_facts import ALLOWED
from tests.laws.evaluate import probe_test

CASES = [
    # a substitute takes a restart only once on
    ("is a sub allowed to take a throw in before he comes on?", "substitute-takes-restart", "No"),
    ("the sub was still warming up and took a quick throw", "substitute-takes-restart", "No"),
    ("can a sub take a throw in", "throw-in-who", "Yes"),
    ("can the keeper take a throw in", "throw-in-who", "Yes"),
    # a play from a restart asked of its outcome keeps its ruling
    (
        "goal kick launched long, our striker was behind their centre backs and he volleyed it in",
        "situation:no-offence",
        "No",
    ),
    (
        "their keeper took a goal kick, it went straight to our 9 who scored. was the goal right?",
        "situation:no-offence",
        "No",
    ),
    # an offence before the ball was lost is out of the phase
    (
        "they foul someone, then lose the ball, win it back and score. can var go back to the first foul?",
        "var-phase-before-possession-lost",
        "No",
    ),
    (
        "if the attacking side commits a foul, gives it away and then regains possession before scoring, can VAR rule the goal out for that foul?",
        "var-phase-before-possession-lost",
        "No",
    ),
    # a choice between two amounts gets no bare Yes or No
    ("does the whole ball need to cross or does half of it count?", "goal-whole-ball", ""),
    ("has all of the ball got to be over the line or is most of it enough", "goal-ball-on-line", ""),
    # a question asked again after "or" keeps its Yes or No
    ("is a panenka allowed or is that banned?", "penalty-panenka", "Yes"),
    ("does it count or does it not?", "goal-ball-on-line", "No"),
    # the odd halves' words reach their answers
    (
        "a cross deflects off a defender to our striker who was offside. does that play him back on?",
        "deflection-no-reset",
        "No",
    ),
    (
        "can the ref play advantage on an offside when the defenders win the ball and break?",
        "advantage-offside",
        "Yes",
    ),
    (
        "the ref raised his hand and counted down at a throw in then gave it to the other team, why?",
        "restart-five-second-countdown",
        "",
    ),
    ("can the ref blow up early before the added time on the board is up", "added-time-not-reduced", "No"),
    (
        "does a defenders handball put an offside attacker onside again even when it just hit his arm?",
        "handball-offside-only-deliberate",
        "Only",
    ),
    # their neighbours keep their answers
    (
        "if a defender handles it on purpose and it falls to someone offside does that reset it",
        "deliberate-play-handball",
        "Yes",
    ),
    ("foul throw, ref gave it to them", "throw-in-foul-throw", ""),
    ("board says 3, can the ref play 5", "added-time-who-decides", ""),
    ("should we play 3 at the back", "unsure", ""),
    # a supposed play gets the rule only where an answer speaks of it
    (
        "hypothetically, if our striker is a yard off when the winger crosses and he scores, is it offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "say a striker is two yards off when the cross comes in and he heads it in, is that offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "hypothetically: a defender with all the time in the world plays a back pass far too soft and a striker who was offside nips in. offside?",
        "backpass-underhit",
        "No",
    ),
    (
        "in theory, if a defender deliberately plays it back and it falls to someone who was offside, is he off?",
        "deliberate-play-not-offside",
        "No",
    ),
    # told plays read as told
    (
        "our centre-half was closer to their goal than the ball and their second-last defender when the cross came in, headed it in. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our full back rolled it to the winger, who was closer to their goal than the ball and their second-last man, and he scored. offside?",
        "situation:offside",
        "Yes",
    ),
    (
        "our winger rolled it short to the full-back, he crossed, and our 9 was a yard past their last defender and scored. offside?",
        "situation:offside",
        "Yes",
    ),
    # reviews 8 and 9: a foul winning the ball back, a sub already on, added time, cautions in extra time, a half's end
    (
        "we won it back with a foul on their midfielder and scored, can var disallow it?",
        "var-build-up-foul",
        "Yes",
    ),
    ("can a sub who came on before half time take a throw-in?", "throw-in-who", "Yes"),
    ("never seen this before: can a substitute take a throw-in?", "throw-in-who", "Yes"),
    ("can the ref blow up early?", "added-time-not-reduced", "No"),
    ("does a yellow in extra time count with one from normal time?", "cautions-extra-time", "Yes"),
    ("can the referee add time at the end of the half for a corner?", "end-of-half-before-restart", "No"),
    ("can the ref blow for half time before a corner is taken", "end-of-half-before-restart", "Yes"),
    ("will the ref extend time for a penalty?", "penalty-added-time", "Yes"),
    ("time is up, pen saved, rebound tapped in, goal?", "penalty-added-time-rebound", "No"),
    ("can a sub on the bench take a corner?", "substitute-takes-restart", "No"),
    # a restart story asking what the officials should do keeps its ruling
    (
        "Took a throw-in, ball went to our forward standing behind their keeper. Does the ref have to stop play?",
        "situation:no-offence",
        "No",
    ),
    (
        "Quick corner to our forward who was stood behind their keeper. Should the linesman do something?",
        "situation:no-offence",
        "No",
    ),
    # simulation is a caution never allowed
    ("is it allowed to trick the ref into giving a pen", "caution-simulation", "No"),
    ("is diving allowed", "caution-simulation", "No"),
    ("is diving a yellow", "caution-simulation", "Yes"),
    # a restart touched on is no restart received directly
    (
        "our centre-half was past their last defender when the corner was flicked on, he scored. offside?",
        "situation:ask",
        "",
    ),
    (
        "our 9 was a yard beyond everyone when the corner was headed on at the near post and he volleyed in, offside?",
        "situation:ask",
        "",
    ),
    # an answer whose verdict does not hold for the play told gives way
    (
        "our striker was a yard off when the cross came in but their centre back deliberately headed it down to him and he scored, is it offside?",
        "deliberate-play-not-offside",
        "No",
    ),
    (
        "a pass clips a defenders knee on its way and lands with an attacker who was offside at the pass, does the knee put him onside?",
        "deflection-no-reset",
        "No",
    ),
    # any player takes a corner, free kick or goal kick
    ("who can take a corner", "restart-who-takes", ""),
    ("can the keeper take a corner", "restart-who-takes", "Yes"),
    ("does the keeper have to take goal kicks?", "restart-who-takes", "No"),
    # the taker's neighbours keep their answers
    ("can the keeper take a throw in", "throw-in-who", "Yes"),
    ("can a sub on the bench take a corner?", "substitute-takes-restart", "No"),
    ("can you score direct from a corner", "goal-direct-corner", "Yes"),
    # a story placing nobody, asked of another Law, gets that Law, not an offside ruling
    (
        "strange one at the weekend: their sub, still on the touchline, grabbed the ball and took the throw before the "
        "swap was done, ref stopped it. can a sub take a throw-in before he comes on?",
        "substitute-takes-restart",
        "No",
    ),
    # a foul in the build-up is still in the phase
    ("can var go back to a foul in the build up", "var-build-up-foul", "Yes"),
    # the corner itself told again keeps its ruling
    (
        "corner whipped in, our 9 was past everyone when it was crossed and he headed in, offside?",
        "situation:no-offence",
        "No",
    ),
    # a team-mate scoring instead is no involvement of the offside player
    (
        "can you be offside if you're not involved in play and he scores instead?",
        "offside-not-involved",
        "No",
    ),
    # a sign-off is no question
    ("kind regards to all, i finally followed a whole match", "unsure", ""),
]

test_voices26_round = probe_test(CASES)


def test_not_when_names_facts_the_reader_gives() -> None:
    # an intent's `not_when` is compared with the reader's facts: a fact or value it never gives would never match
    for intent in load_intents().values():
        for fact, values in intent.not_when:
            assert fact in ALLOWED, (intent.id, fact)
            assert set(values) <= set(ALLOWED[fact]), (intent.id, values)
