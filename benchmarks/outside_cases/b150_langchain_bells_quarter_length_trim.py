"""Batch 150 (held out). A tower captain's chat about a quarter peal: LangChain InMemoryChatMessageHistory +
trim_messages (last 8 messages), one root span per turn.

App: Sue is tower captain at St Bartholomew's, Ripponden (six bells), and chats with the band's helper in the week
before a quarter peal for the Lockwoods' golden wedding on Sat 20th June 2037; each turn the chat is trimmed to its
last 8 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the quarter - 1260 Grandsire Doubles,
takes about 45 minutes on their bells, ringing from 11.15 so it's done before the couple's blessing at 12 - and, in
passing, that the Lockwoods were married at St Bart's in 1987. Turn 2 is the band (Ollie on the 5th for his first
quarter, Ken covering on the tenor), turn 3 practice night (Thurs 7.30-9 as usual but at St Mary's, Barkisland,
while St Bart's ringing chamber gets a lick of paint) and turn 4 the tea afterwards. By turn 5 the trim drops turn 1;
turns 2 to 4 stay. Question (turn 5, Mon 15/6): "how long will the quarter take on sat? Revd Anne wants to know when
the bells'll stop" -> expected about 45 minutes (11.15 till about noon). The assistant says about an hour and a
half, going by practice night.

Expected verdict: UpdateError at langchain.trim_messages (turn 5's trim, wrapped in fault()): the turn with the
quarter's length was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 5's; the band and the practice night turns are
in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b150_langchain_bells_quarter_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long will the quarter take on sat? Revd Anne wants to know when the bells'll stop"
TURNS = [
    ("quarter for the Lockwoods golden wedding sat 20th - 1260 Grandsire Doubles, takes abt 45 mins on our bells. "
     "ringing from 11.15 so we're done b4 their blessing at 12. (they got married here in 1987 - Jean rang for that "
     "too!!)",
     "Quarter peal Sat 20 June: 1260 Grandsire Doubles, about 45 minutes, starting 11.15 so it's finished before the "
     "Lockwoods' blessing at 12."),
    ("band for it: me on the treble, Malcolm 2, Jean 3, Pete 4, young Ollie 5 (his 1st quarter!!) + Ken covering on "
     "the tenor",
     "Band: Sue treble, Malcolm 2, Jean 3, Pete 4, Ollie 5 - his first quarter - and Ken covering on the tenor."),
    ("practice thurs 7.30-9 as usual but at St Mary's Barkisland, our ringing chamber's getting a lick of paint this "
     "wk. Ollie wants to go thru the Grandsire touches",
     "Practice Thursday 7.30-9 at St Mary's, Barkisland, while St Bart's ringing chamber is painted; Ollie wants to "
     "go through the Grandsire touches."),
    ("Ollie's mum says he can stop for the tea after - Jean's doing her lemon drizzle, I'll bring the urn from the "
     "hall",
     "Ollie can stay for the tea afterwards; Jean's bringing lemon drizzle and Sue the urn from the hall."),
    (QUESTION,
     "About an hour and a half - same as a practice night, 7.30 to 9."),
]
WINDOW = 8


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
            assert not any("45 min" in str(m.content) or "11.15" in str(m.content) for m in window), window
            assert any("young Ollie 5" in str(m.content) for m in window), window
            assert any("practice thurs 7.30-9" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("takes abt 45 mins on our bells" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sue's chat as tower captain at St Bartholomew's, Ripponden - six bells; "
                                            "a quarter peal for the Lockwoods' golden wedding on Sat 20 June 2037; "
                                            "today Mon 15 June)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="about 45 minutes - ringing from 11.15, done before the blessing at 12", actual=reply)
