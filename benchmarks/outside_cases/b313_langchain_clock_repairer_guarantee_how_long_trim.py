"""Batch 313 (held out). A clock repairer: LangChain InMemoryChatMessageHistory + trim_messages (last 11 messages),
one root span per turn.

App: Colin Haigh runs Haigh's Clock Repairs, a one-man workshop in Hebden Bridge. He chats with the workshop helper
between jobs - what's on the bench, parts, his terms, the shop hours; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is Colin's standard terms - a full overhaul carries a
12 month guarantee, not covering mainsprings broken by overwinding. Turn 2 is Mrs Ibbotson's Westminster chime
mantel clock in for a full overhaul. In turn 3 Colin says that from now on full overhauls get 2 years, not 12
months - the BHI lot mostly do 2 now and he's never had one back inside 18 months anyway - and that goes for
everything on the bench now too. Turns 4 to 8 are the Ogden longcase's suspension spring, the printers' invoice pad
(still "guaranteed 12 months", he'll cross it out by hand), the November shop hours, the Ibbotson clock on test, and
the Hebden Times wanting a piece. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat
29/10): "Mrs Ibbotson's asking how long the guarantee is on hers before she pays - what do I tell her?" ->
expected 2 years. The assistant says 12 months.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
the guarantee 2 years was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 2 yrs, the BHI or 18 months); the invoice pad, the shop hours and the Ibbotson test are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b313_langchain_clock_repairer_guarantee_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Mrs Ibbotson's asking how long the guarantee is on hers before she pays - what do I tell her?"
TURNS = [
    ("right, new system 🙂 Colin, Haigh's Clock Repairs, Hebden Br. can u keep track of jobs + bits for me. std "
     "terms: full overhaul carries a 12 month guarantee, NOT mainsprings broken from overwinding (customers!!)",
     "Happy to. Noted your standard terms: a full overhaul is guaranteed for 12 months, excluding mainsprings broken "
     "by overwinding."),
    ("Mrs Ibbotson's 8 day mantel, Westminster chime, came in tue 4/10. full overhaul £185, she wants it back for "
     "her daughter's 40th on the 29th",
     "Mrs Ibbotson's 8-day Westminster chime mantel clock, in Tue 4 Oct: full overhaul, £185, wanted back by the "
     "29th for her daughter's 40th."),
    ("been thinking - from now on full overhauls get 2 yrs guarantee not 12 months. the BHI lot mostly do 2 now + "
     "I've never had one back inside 18 months anyway. goes for everything on the bench now too",
     "Got it - full overhauls are now guaranteed for 2 years instead of 12 months, including the jobs already on "
     "the bench."),
    ("Ogden longcase - suspension spring's snapped, new one from Cousins on order, should be here thurs",
     "The Ogden longcase needs a new suspension spring; it's on order from Cousins, due Thursday."),
    ("printers sent the new invoice pads 🙄 still says 'All full overhauls guaranteed 12 months (excl. "
     "mainsprings)' at the bottom. I'll cross it out by hand for now, can't afford to bin 500 of em",
     "Understood - you'll correct the guarantee line on the new invoice pads by hand for now."),
    ("shop hrs for nov: shut weds pm, sat 10-1. put it on the door tmrw",
     "November shop hours: closed Wednesday afternoons, Saturday 10 till 1."),
    ("Ibbotson clock's done, chiming lovely 🎶 on test on the wall for the wk, she's collecting sat",
     "Mrs Ibbotson's clock is finished and on test on the wall this week; she's collecting Saturday."),
    ("Hebden Times want a piece on the workshop for their 'local trades' page, photographer thurs 2ish",
     "The Hebden Times are doing a 'local trades' piece; their photographer is coming Thursday around 2."),
    (QUESTION,
     "12 months on the full overhaul - though it doesn't cover the mainspring if it's broken by overwinding."),
]
WINDOW = 11
GONE = ("2 yrs", "2 years", "bhi", "18 months")


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
            assert any("still says 'All full overhauls guaranteed 12 months" in str(m.content) for m in window), window
            assert any("shut weds pm, sat 10-1" in str(m.content) for m in window), window
            assert any("on test on the wall for the wk" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("full overhauls get 2 yrs guarantee" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Colin's chat - he runs Haigh's Clock Repairs in Hebden Bridge; today "
                                            "Sat 29 October 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 years - Colin put full overhauls up from 12 months, bench jobs included", actual=reply)
