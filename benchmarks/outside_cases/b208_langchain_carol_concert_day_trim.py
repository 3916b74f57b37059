"""Batch 208 (held out). A choir's carol concert: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Clee Hill Community Choir sings its carol concert at St Peter's, Clee Hill, in mid-December 2047 - carols by
candlelight, two readers, mince pies and mulled wine after, a retiring collection for the hospice. Anne (the choir's
secretary) chats with the choir's helper while she sorts it; each turn the chat is trimmed to its last 10 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Anne says the concert's Sat 14th Dec, 6.30 - then,
in the same breath, the vicar's just rung, there's a wedding that Saturday (in December!), so they're on the Sunday,
the 15th, same time. Turn 2 is the readers, turn 3 the mince pies, turn 4 the parish mag blurb she sent in back in
November to tidy for the church fb page (it still says Sat 14th Dec), turn 5 the seating and the candles. By turn 6
the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 10/12): "what day is it actually? Brenda needs to book
it off at the garden centre" -> expected Sunday 15th Dec. The assistant says Saturday 14th Dec, from the blurb.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that moved the
concert to the Sunday was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the vicar, the wedding or the
15th); the readers, the mince pies, the blurb and the seating turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b208_langchain_carol_concert_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day is it actually? Brenda needs to book it off at the garden centre"
TURNS = [
    ("carol concert 🎄🕯️ sat 14th dec 6.30 at St Peter's, warm up 5.45 in the vestry. oh hang on the vicar's just "
     "rung - there's a wedding that sat (in DECEMBER 😳) and they want the church decorated for it, so we're the "
     "sunday, 15th, same time. can u keep track of it all for me?",
     "Will do - carol concert Sunday 15th Dec at St Peter's, 6.30 (warm-up 5.45 in the vestry); the Saturday's a "
     "wedding."),
    ("readers - Mr Bowen (the old head) does the Isaiah one, + one of the Brownies does the shepherds, Pam's asking "
     "which one tmrw",
     "Readers: Mr Bowen - Isaiah; a Brownie for the shepherds (Pam to confirm)."),
    ("mince pies - Gwen 4 doz, me 2 doz, Co-op giving us 2 doz free 🙌 mulled wine from the Kremlin (the pub lol), "
     "urn from the WI",
     "Mince pies: Gwen 4 dozen, you 2, Co-op 2 free - 8 dozen. Mulled wine from the Kremlin, urn from the WI."),
    ("can u tidy up the blurb I sent the parish mag in nov for the church fb page - 'Carols by Candlelight, sat 14th "
     "dec 6.30pm, St Peter's Clee Hill. mince pies + mulled wine, retiring collection for Severn Hospice. all welcome'",
     "'Carols by Candlelight - Sat 14th Dec, 6.30pm, St Peter's, Clee Hill. Mince pies and mulled wine after; "
     "retiring collection for Severn Hospice. All welcome!'"),
    ("choir in the front 3 pews, sopranos on the organ side. battery candles only this yr, the fire officer had a "
     "fit last time",
     "Seating: front 3 pews, sopranos organ side. Battery candles only."),
    (QUESTION,
     "Saturday 14th December, 6.30pm at St Peter's."),
]
WINDOW = 10
GONE = ("vicar", "wedding", "15th", "sunday")


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
            assert any("Mr Bowen" in str(m.content) for m in window), window
            assert any("Gwen 4 doz" in str(m.content) for m in window), window
            assert any("sat 14th dec 6.30pm, St Peter's" in str(m.content) for m in window), window
            assert any("front 3 pews" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("the vicar's just rung" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anne's chat - she's secretary of Clee Hill Community Choir; carol "
                                            "concert at St Peter's, Clee Hill, Dec 2047; today Tue 10 Dec 2047)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sunday 15th Dec (6.30) - there's a wedding in the church on the Saturday", actual=reply)
