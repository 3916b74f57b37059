"""Batch 90 (held out). A golf society secretary's away-day admin: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Graham, secretary of the Offley Wednesday golf society, sorts the away days in a chat with an assistant. Each
turn the history is trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says the Woburn away day is Thu 18/5 on the Duchess,
three tee times off the 1st from 9.36 (9.36, 9.45, 9.54), bacon rolls in the clubhouse from 8.45, £79 a head with
the carvery. The later turns are pairings, a possible stand-in, car shares (Pete leaving the club at 7.30),
format and the weather. At turn 7 the trim drops turn 1. Question: "what time are we teeing off at woburn?" ->
expected 9.36 (first group). The assistant can't find a tee time and gives Pete's 7.30 car share.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the car-share turn.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b90_langchain_golf_woburn_tee_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("woburn sorted!! thurs 18/5, the Duchess. 3 tee times off the 1st from 9.36 - 9.36, 9.45, 9.54. bacon rolls + "
     "coffee in the clubhouse from 8.45. £79 a head inc the 2 course carvery after",
     "Great - Woburn, Duchess course, Thu 18 May. Tee times 9.36, 9.45 and 9.54 off the 1st; bacon rolls from "
     "8.45; £79 each including the carvery."),
    ("pairings: Pete, Dave, Colin + me first out. then Alan, Bernie, Raj, Mick. last lot Steve, Tel, Gordon + "
     "Nigel",
     "Three fourballs: you/Pete/Dave/Colin; Alan/Bernie/Raj/Mick; Steve/Tel/Gordon/Nigel."),
    ("colin's shoulder is playing up again, if he cries off John P said he'll step in",
     "Noted - John P on standby for Colin."),
    ("car shares - Pete's driving from the club car park 7.30 sharp, 4 seats. Dave's taking the rest in the "
     "Discovery, clubs in the back",
     "Pete leaves the club 7.30 with four seats; Dave takes the rest."),
    ("format stableford full hcap, 2s club £2 each, nearest the pin on the 6th + longest drive on the 14th",
     "Stableford off full handicap; £2 twos club; nearest the pin 6th, longest drive 14th."),
    ("forecast looks ok, showers pm maybe. told everyone waterproofs in the bag + no jeans in the clubhouse",
     "Showers possible later - waterproofs, and no jeans in the clubhouse."),
    ("what time are we teeing off at woburn? need to tell the wife when I'm out the door",
     "I can't see the tee time in our chat - Pete's leaving the club at 7.30 for the car share, so that's your "
     "out-the-door time."),
]
WINDOW = 12


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
            assert not any("9.36" in str(m.content) for m in window), window
            assert any("7.30 sharp" in str(m.content) for m in window), window
            assert any("pairings:" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("from 9.36" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Graham's golf society away-day chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what time are we teeing off at woburn? need to tell the wife when I'm out the door",
       expected="9.36 for the first group", actual=reply)
