"""Batch 95 (held out). A mobile hairdresser's care-home round: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Lou does hair at two care homes and plans her week in a chat with an assistant. Each turn the history is
trimmed to the last 12 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Mrs Pike at Meadowbank (room 9) wants a perm
on Wednesday this time, not her usual set, and her perms take a good two and a half hours with the rollers and
the neutraliser, she won't be rushed. Later turns are the Wednesday list (sets 45 mins, cuts 30), prices, the
room key, Thursday at Ashlea and parking. At turn 7 the trim drops turn 1. Question: "how long do I need to
block out for mrs pike on weds? trying to fit everyone in before the 12.30 lunches" -> expected two and a half
hours (a perm). The assistant says 45 minutes for her set.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 7's, which still has the 45-minute sets line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b95_langchain_hairdresser_perm_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long do I need to block out for mrs pike on weds? trying to fit everyone in before the 12.30 lunches"
TURNS = [
    ("Mrs Pike (Meadowbank rm 9) wants a PERM weds, not her usual set!! her perms take me a good 2 and a half "
     "hrs w the rollers + neutraliser, and she won't be rushed, bless her",
     "A perm for Mrs Pike on Wednesday - two and a half hours, unhurried."),
    ("weds list at meadowbank so far: mrs pike, dorothy (cut+blow), mrs abbott, joan k, mr osei (beard tidy). "
     "sets take me 45 mins, cuts 30, beards 10",
     "Wednesday at Meadowbank: Mrs Pike, Dorothy, Mrs Abbott, Joan K and Mr Osei. Sets 45, cuts 30, beards 10."),
    ("prices this yr - set £14, cut+blow £18, perm £38, beards £6",
     "Set £14, cut and blow-dry £18, perm £38, beard £6."),
    ("the salon room key's at reception now not in the keysafe, sign for it w Sandra",
     "Key at reception - sign for it with Sandra."),
    ("thurs is ashlea, 6 ladies, they've got the chiropodist in the same room till 11 so I start late there",
     "Thursday at Ashlea, six ladies, starting after the chiropodist finishes at 11."),
    ("parking at meadowbank is a nightmare weds, bin lorry 9-9.30 - get there before 9",
     "Aim to arrive before 9 on Wednesday to beat the bin lorry."),
    (QUESTION,
     "Mrs Pike's a set, so 45 minutes - you'll fit everyone in before lunch if you start at 9."),
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
            assert not any("PERM" in str(m.content) or "2 and a half" in str(m.content) for m in window), window
            assert any("sets take me 45 mins" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("wants a PERM weds" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lou's chat about her care-home round)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="two and a half hours - it's a perm this time", actual=reply)
