"""Batch 184 (held out). An allotment society's show: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Donnington Allotment Society's annual show is Sat 22nd Aug 2043 at the pavilion on the Wrekin Rd site - veg,
flowers and baking classes on trestle tables, two judges, rosettes and the Dennis Cup for best in show, teas and a
raffle in the afternoon. Jackie, the show secretary, chats with the society's helper while she sorts it out; each turn
the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jackie says the show's Sat 22nd Aug at the pavilion,
staging 7 till half 9 sharp on the day - judges in at 10 and they won't wait, Dennis says anything not on the table by
9.30 is out; doors to the public at 2. Turn 2 is the Friday night set-up (tables out by 7, 12 trestles from the
church), turn 3 the rosettes and judges, turn 4 the teas and raffle (draw at 4), turn 5 the schedule. By turn 6 the
trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 20/8): "what time have I got to have my marrows on the
table by? Ken's asking, he's bringing 2 in the wheelbarrow" -> expected by half 9 (9.30am) on the Saturday - staging
is 7-9.30 and the judges go round at 10. The assistant says by 7 - the Friday night set-up's time.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
staging time was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 9.30, half 9, staging or the judges
at 10); the set-up, rosettes, teas and schedule turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b184_langchain_allotment_show_staging_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time have I got to have my marrows on the table by? Ken's asking, he's bringing 2 in the wheelbarrow"
TURNS = [
    ("show's sat 22nd aug at the pavilion 🥕 staging 7 till half 9 sharp on the day - judges in at 10 + they won't "
     "wait, Dennis says anything not on the table by 9.30 is out. doors to the public at 2",
     "Sat 22 Aug at the pavilion: staging 7-9.30am (strict), judging from 10, doors open to the public at 2pm."),
    ("fri night set up - tables out by 7, 12 trestles from the church, Bert's got the pavilion keys. cloths in the "
     "blue crate",
     "Friday evening set-up: tables out by 7pm, 12 trestles from the church; Bert has the keys, cloths in the blue "
     "crate."),
    ("rosettes came 🏵️ 1st/2nd/3rd each class + the Dennis Cup for best in show. judges - Mrs Okoro on veg, Ray "
     "Bright flowers + the heaviest marrow",
     "Rosettes for every class plus the Dennis Cup; Mrs Okoro judges veg, Ray Bright flowers and the heaviest "
     "marrow."),
    ("teas - Val + Ruth, urn from the church, scones. raffle draw at 4, prize giving straight after",
     "Teas by Val and Ruth with the church urn; raffle draw at 4pm, then the prizes."),
    ("schedules printed - 28 classes, 3 onions on a plate, 5 runner beans, longest bean, heaviest marrow + the kids' "
     "veg animals 🐸 50p a class",
     "28 classes at 50p each, including the heaviest marrow and the children's veg animals."),
    (QUESTION,
     "By 7 - that's when the tables go out."),
]
WINDOW = 10
GONE = ("9.30", "half 9", "staging", "judges in at 10", "judging from 10")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("tables out by 7" in str(m.content) for m in window), window
            assert any("rosettes came" in str(m.content) for m in window), window
            assert any("raffle draw at 4" in str(m.content) for m in window), window
            assert any("schedules printed" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("staging 7 till half 9 sharp" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jackie's chat - she's show secretary of Donnington Allotment Society; "
                                            "today Thu 20 Aug 2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="by half 9 (9.30am) on the Sat - staging's 7-9.30, the judges go round at 10", actual=reply)
