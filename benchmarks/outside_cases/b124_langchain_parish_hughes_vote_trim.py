"""Batch 124 (held out). A parish clerk's chat: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Sandra, clerk to Hepworth Parish Council, keeps a running chat with the helper while she puts the Thursday
meeting together; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Sandra says Cllr Hughes has told her he's declaring
an interest in item 6 (Orchard Lane, the two bungalows) - it's his sister-in-law's application - so he'll step out
for it and won't vote. In turn 2 she pastes a bit of the councillors' pack for tidying (all members present may vote
on every item on the agenda; chair has a casting vote). By turn 6 the trim drops turn 1; the pack stays. Question:
"can Cllr Hughes vote on the orchard lane one thurs? Cllr Price was asking" -> expected no (he's declared an interest
and will leave the room). The assistant says yes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted pack is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b124_langchain_parish_hughes_vote_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "can Cllr Hughes vote on the orchard lane one thurs? Cllr Price was asking"
TURNS = [
    ("agenda for thurs 14th - Cllr Hughes rang, he's declaring an interest in item 6 (Orchard Lane, the 2 "
     "bungalows), it's his sister-in-law's application so he'll step out for that one and not vote. put it in the "
     "declarations bit at the top pls",
     "Noted: Cllr Hughes declares an interest in item 6 (Orchard Lane) and will leave for it."),
    ("tidy this for the councillors' pack: meetings half 6 in the village hall, 2 hrs max. All members present may "
     "vote on every item on the agenda, the chair has a casting vote. public questions 10 mins at the start, 3 mins "
     "each",
     "Pack: meetings 6.30pm, village hall, two hours at most; all members present may vote on every item; chair has "
     "a casting vote; public questions 10 minutes at the start, 3 minutes each."),
    ("item 4 dog bins - Cllr Price wants 2 more on the rec, quote in from Streetscape £420 fitted",
     "Item 4: two more dog bins on the rec, £420 fitted (Streetscape)."),
    ("bus shelter on Top Rd still parked, county haven't come back. leave it off this time",
     "Bus shelter left off this agenda."),
    ("verge cutting - 3 quotes in, Greenways cheapest at £1,850 for the season, 6 cuts",
     "Verge cutting: Greenways £1,850, six cuts."),
    (QUESTION,
     "Yes - all members present can vote on every item on the agenda."),
]
WINDOW = 10


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
            assert not any("sister-in-law" in str(m.content) or "declares an interest" in str(m.content)
                           for m in window), window
            assert any("All members present may vote on every item" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("he's declaring an interest in item 6" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sandra's chat while she puts Hepworth PC's meeting together)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="no - he's declared an interest in item 6 (his sister-in-law's application) and will step "
                          "out", actual=reply)
