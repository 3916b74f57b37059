"""Batch 114 (held out). A youth theatre's production chat with its helper: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages), one root span per turn.

App: Gemma directs Northgate Youth Theatre's Peter Pan and keeps a running chat with the helper about rehearsals,
costumes and tickets; each turn the chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Gemma says the tech on Sun 22/3 is 10 till 4, not
10-1 like the rehearsal sheet says - they need the afternoon for the lighting plot and flying Wendy, so packed
lunches. By turn 7 the trim drops turn 1; the rehearsal-sheet line ("suns 10-1") stays. Question: "how long's
sunday's tech? parents asking if they need to send lunch" -> expected six hours, 10 till 4 (so yes, lunch). The
assistant says three hours, 10 till 1.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 7's; the "suns 10-1" line is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b114_langchain_theatre_tech_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's sunday's tech? parents asking if they need to send lunch"
TURNS = [
    ("tech sun 22/3 is 10 till 4 NOT 10-1 like the sheet says - we need the afternoon for the lighting plot + "
     "flying Wendy (eek). so packed lunches pls",
     "Tech rehearsal Sunday 22 March, 10am-4pm, packed lunches."),
    ("rehearsal sheet for the parents' whatsapp: weds 6-8, suns 10-1, Northgate scout hut, pick up from the side "
     "door not the car park",
     "Rehearsals: Wednesdays 6-8pm, Sundays 10am-1pm at the scout hut; pick-up at the side door."),
    ("costumes - mrs kaur's doing the pirates, Hook's coat came from the RSC sale £40, bit big lol",
     "Pirates with Mrs Kaur; Hook's coat from the RSC sale (£40), needs taking in."),
    ("tix on sale 1st march, £8 adults £5 kids. shows fri 27th 7pm, sat 28th 2pm + 7pm",
     "Tickets from 1 March: £8 adults, £5 children; Fri 27th 7pm, Sat 28th 2pm and 7pm."),
    ("need chaperones for the sat double - 4 min, ask on the whatsapp, DBS'd ones only",
     "Four DBS-checked chaperones needed for the Saturday double."),
    ("croc head's too heavy for Alfie, he nearly fell off the rostrum. Dan's making a lighter one out of foam",
     "Dan is making a lighter foam crocodile head for Alfie."),
    (QUESTION,
     "Three hours - 10 till 1 at the scout hut, so no lunch needed."),
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
            assert not any("10 till 4" in str(m.content) or "10am-4pm" in str(m.content) for m in window), window
            assert any("suns 10-1" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("10 till 4" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Gemma's Peter Pan production chat: rehearsals, costumes, tickets)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="six hours, 10 till 4 - so yes, send a packed lunch", actual=reply)
