"""Batch 274 (held out). A rowing club's outings: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Hebden Bridge Rowing Club's novice women's four go out on the canal basin on Sunday mornings with their coach,
Andy. Andy chats with the club's helper while he sorts the outings - boats, crews, the launch, the river boards;
each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Sunday outing - 9am, the novice four in
Kingfisher (the club's old wooden four). Turn 2 is the crew. In turn 3, after Weds night, Andy says Kingfisher's
bow rigger has snapped clean off and Steve can't weld it till the end of the month, so they're in Old Tom (the
yellow Janousek) till then, he's rerigged it for them. Turns 4 to 8 are the launch, the boat booking sheet (still
"Kingfisher - novice 4+ - sun 9-11", he'll change it), the weather, the warm-up and the lifejackets. By turn 9 the
trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat 14/10, from Nadia in the crew): "which boat are
we in tomorrow? want to get there early + check my footplate" -> expected Old Tom, the yellow Janousek (Kingfisher's
rigger snapped). The assistant says Kingfisher.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
four in Old Tom was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on Old
Tom, the Janousek or the rigger); the booking sheet, the weather and the lifejackets are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b274_langchain_rowing_outing_which_boat_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which boat are we in tomorrow? want to get there early + check my footplate"
TURNS = [
    ("novice 4 🚣‍♀️ sun mornings 9am on the basin, they're in Kingfisher (the old wooden 4, be gentle w/ her). "
     "can u help me keep track of outings",
     "Of course - the novice four go out Sunday mornings at 9 on the basin, in Kingfisher, the old wooden four."),
    ("crew: bow Nadia, 2 Jo, 3 Sam, stroke Becky, cox Lou. Becky's stroked before so she's setting the rhythm",
     "Crew noted: Nadia bow, Jo 2, Sam 3, Becky stroke, Lou coxing."),
    ("weds nite 😩 Kingfisher's bow rigger snapped clean off at the gate, Steve can't weld it till end of the month. "
     "so they're in Old Tom (the yellow Janousek) till then, I've rerigged it for them",
     "Understood - Kingfisher's out of action till the end of the month with the snapped rigger, so the novice four "
     "will row Old Tom, the yellow Janousek, which you've rerigged."),
    ("launch - I'll be in the little one, fuel's low so I'll fill the can sat",
     "You'll coach from the small launch; you're filling the fuel can on Saturday."),
    ("booking sheet in the boathouse still says 'Kingfisher - novice 4+ - sun 9-11' 🙄 i'll sort it when i'm down",
     "Noted - the booking sheet still has the old entry; you'll update it next time you're at the boathouse."),
    ("weather for sun looks ok, bit of wind up the valley, 12 degrees. river's green boards",
     "Sunday looks fine: a bit breezy, 12 degrees, and the river's on green boards."),
    ("warm up on the ergs 8.40, 10 mins easy, then boat carry. no phones in the boat!!",
     "Warm-up on the ergs at 8.40 for ten easy minutes, then carry the boat down; no phones in the boat."),
    ("Lou's got to wear the lifejacket, the auto one, it's on the peg by the door",
     "Lou wears the auto-inflating lifejacket from the peg by the door."),
    (QUESTION,
     "Kingfisher, the old wooden four - get there for about 8.30 and you'll have time to check your footplate."),
]
WINDOW = 11
GONE = ("old tom", "janousek", "rigger")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("'Kingfisher - novice 4+ - sun 9-11'" in str(m.content) for m in window), window
            assert any("river's green boards" in str(m.content) for m in window), window
            assert any("the auto one" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so they're in Old Tom (the yellow Janousek)" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Andy's chat - he coaches the novice women's four at Hebden Bridge Rowing "
                                            "Club; today Sat 14 October 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Old Tom, the yellow Janousek - Kingfisher's bow rigger snapped", actual=reply)
