"""Batch 211 (held out). A church's Christmas fair: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: St Edith's, Eaton-under-Heywood, holds its Christmas fair in the church and the parish room - stalls, Santa's
grotto, mulled wine and mince pies, a tombola for the roof fund. Kath (the churchwarden) chats with the parish helper
while she sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Kath says the fair is Sat 28th Nov, 10-2, church +
parish room - and, in the same message, that Rev Ann's just said the bishop's coming for the confirmations that day,
so they're going to Sat 5th Dec instead, same times. Turn 2 is the stalls, turn 3 the grotto, turn 4 the poster
wording she did back in October for the helper to tidy (it still says Sat 28th Nov), turn 5 the mulled wine. By turn
6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon 9/11): "what date do I put on the posters? the
printers want it by weds" -> expected Sat 5th Dec (10-2). The assistant says Sat 28th Nov, from the October wording.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that moved the
fair to 5th Dec was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the 5th, the bishop or the
confirmations); the stalls, grotto, poster and mulled wine turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b211_langchain_xmas_fair_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what date do I put on the posters? the printers want it by weds"
TURNS = [
    ("xmas fair 🎄 sat 28th nov 10-2, church + the parish room, all for the roof fund. oh hang on Rev Ann's just "
     "rung - the bishop's coming for the confirmations that day so we're going to sat 5th dec, same times. can u keep "
     "track of it all for me?",
     "Will do - Christmas fair Sat 5 Dec (moved from 28 Nov for the confirmations), 10-2, church and parish room."),
    ("stalls - cakes (WI), bric a brac, books, plants (Joyce), the tombola, jams + chutneys, Margaret's knitted "
     "nativities, + the school's PTA doing a bottle stall",
     "Stalls: WI cakes, bric-a-brac, books, Joyce's plants, tombola, jams and chutneys, knitted nativities, PTA "
     "bottle stall."),
    ("grotto in the side chapel, £3 a go inc. a present, Santa is Derek again (don't tell the kids lol) 11-1 only, "
     "his knees",
     "Grotto: side chapel, £3 including a present, Santa (Derek) 11 till 1."),
    ("can u tidy up the poster wording I did back in oct - 'ST EDITH'S CHRISTMAS FAIR sat 28th nov 10am-2pm church "
     "+ parish room. stalls, grotto, mulled wine + mince pies, tombola. all in aid of the roof!!'",
     "'St Edith's Christmas Fair - Saturday 28th November, 10am-2pm, in the church and parish room. Stalls, Santa's "
     "grotto, mulled wine and mince pies, tombola. All in aid of the roof fund!'"),
    ("mulled wine - Geoff's doing it in the urn, £2.50 a cup, mince pies 50p or 3 for £1.20. non alc punch for the "
     "drivers + kids",
     "Mulled wine from Geoff at £2.50 a cup, mince pies 50p or 3 for £1.20, non-alcoholic punch too."),
    (QUESTION,
     "Saturday 28th November, 10am-2pm."),
]
WINDOW = 10
GONE = ("5th dec", "bishop", "confirmation")


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
            assert any("knitted nativities" in str(m.content) for m in window), window
            assert any("grotto in the side chapel" in str(m.content) for m in window), window
            assert any("sat 28th nov 10am-2pm" in str(m.content) for m in window), window
            assert any("Geoff's doing it in the urn" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("going to sat 5th dec" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kath's chat - she's churchwarden at St Edith's, Eaton-under-Heywood; "
                                            "the Christmas fair for the roof fund; today Mon 9 Nov 2048)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sat 5th Dec, 10-2 - it moved from 28th Nov because the bishop's coming for the "
                          "confirmations", actual=reply)
