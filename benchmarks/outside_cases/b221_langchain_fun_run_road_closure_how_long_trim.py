"""Batch 221 (held out). A village fun run: LangChain InMemoryChatMessageHistory + trim_messages (last 7 messages),
one root span per turn.

App: Clun hold their fun run on Sun 18th Sept 2050 - a 10k loop out past the castle and back down Church Lane, a
5k, a 2k for the kids round the rec, medals for everyone, money to the village hall. Ed (the race organiser) chats
with the village's helper while he sorts it; each turn the chat is trimmed to its last 7 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the run - 10k and 5k at 10, the kids' 2k at half 9,
Church Lane shut 9-11 for the 10k loop, the council's OK'd it. Turn 2 is the medals. In turn 3, about the race
numbers, Ed adds in passing that the council rang: the 10k back markers took an age last year, so the closure's
got to be 9 till 12.30 this time, and Ed's sorting new signs. Turn 4 is the marshals, turn 5 the August leaflet for
the helper to tidy (it still says Church Lane closed 9-11am), turn 6 the water stations. By turn 7 the trim drops
turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Mon 12/9): "how long's Church Lane shut for sun? writing to the
farm + the B&B" -> expected three and a half hours (9 till 12.30). The assistant says 2 hours, from the old leaflet.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with the
longer closure was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on
12.30, the back markers or the council ringing); the marshals, the old leaflet and the water stations turns are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b221_langchain_fun_run_road_closure_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's Church Lane shut for sun? writing to the farm + the B&B"
TURNS = [
    ("CLUN FUN RUN 🏃 sun 18th sept. 10k + 5k start 10 from the rec, kids 2k at half 9. Church Lane shut 9-11 for the "
     "10k loop, council's ok'd it. all money to the village hall",
     "Noted - Sun 18 Sept: 10k and 5k at 10 from the rec, kids' 2k at 9.30. Church Lane closed 9-11 for the 10k loop "
     "(council approved). Proceeds to the village hall."),
    ("medals - 300 ordered, castle on the front, should be here w/c 5th. Gill's got the ribbons",
     "Medals: 300 ordered with the castle on, due w/c 5 Sept; Gill has the ribbons."),
    ("numbers came today, 1-250 + a tub of safety pins 👍 oh + the council rang, the 10k back markers took an age last "
     "yr so the closure's got to be 9 till 12.30 this time, I'm sorting new signs",
     "Race numbers 1-250 and safety pins in. Noted - Church Lane is now closed 9 till 12.30."),
    ("marshals - 14 so far, need 2 more for the castle bend + the ford. hi vis from the Scouts",
     "Marshals: 14 so far, two more needed for the castle bend and the ford; hi vis from the Scouts."),
    ("can u tidy this, it's the leaflet from aug - 'Clun Fun Run Sun 18th Sept! 10k & 5k 10am, kids' 2k 9.30am. "
     "Church Lane closed 9-11am. Enter on the day at the rec, £8 / kids £3.'",
     "'CLUN FUN RUN - Sunday 18 September. 10k and 5k at 10am, kids' 2k at 9.30am. Church Lane closed 9-11am. Enter "
     "on the day at the rec: £8, kids £3.'"),
    ("water stations at the castle car park + the top of Church Lane, Brownies are doing the cups",
     "Water stations at the castle car park and the top of Church Lane; the Brownies are handing out cups."),
    (QUESTION,
     "2 hours - Church Lane is closed from 9 till 11am."),
]
WINDOW = 7
GONE = ("12.30", "back markers", "council rang", "took an age")


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
            assert any("need 2 more for the castle bend" in str(m.content) for m in window), window
            assert any("Church Lane closed 9-11am" in str(m.content) for m in window), window
            assert any("water stations at the castle car park" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("closure's got to be 9 till 12.30" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ed's chat - he's organising the Clun fun run; today Mon 12 Sept 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="three and a half hours - 9 till 12.30 (the council wanted it longer for the 10k back "
                          "markers)", actual=reply)
