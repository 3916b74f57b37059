"""Batch 105 (held out). A secondhand bookshop's book fair stall planning chat: LangChain
InMemoryChatMessageHistory + trim_messages (last 12 messages), one root span per turn.

App: Hugh, who runs Marginalia Books (secondhand, Ely), is taking a stall at the Ely Cathedral book fair (Sat 10/10)
and talks it through with an assistant. Each turn the history is trimmed to the last 12 messages (starting on a
human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Mags (ex-librarian, knows her Folio Society) can
do the stall Saturday from opening till 1. Later turns: the boxes, the float, the trestle, and turn 5 says Priya's
coming for the afternoon and turn 6 that Tom (Hugh's nephew) will do the lifting and the van all day. At turn 7
the trim drops turn 1. Question: "who've i actually got helping on the stall sat?" -> expected Mags in the
morning, Priya in the afternoon and Tom all day. The assistant names only Priya and Tom.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1
is in every earlier window and missing from turn 7's, which still has Priya's and Tom's lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b105_langchain_bookfair_helpers_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who've i actually got helping on the stall sat?"
TURNS = [
    ("book fair sat 10th - Mags says she'll do the stall w me from opening (9) til 1, she knows her Folio "
     "Society stuff better than me tbh. she has to go at 1 for her grandson's party",
     "Mags on the stall Saturday 9 till 1."),
    ("boxes: 14 packed so far, the 2 of cookery + gardening still to price. Penguins all £2, the rest pencilled "
     "inside the front cover",
     "14 boxes packed, two more to price; Penguins at £2 each."),
    ("float - £60 in coins, mostly £1s + 50ps, from the bank thurs. card reader charged? check!!",
     "£60 float from the bank Thursday, and check the card reader's charged."),
    ("organisers (Jenny) say pitch 23, by the south door, trestle provided but bring a cloth. setup from 7.30, "
     "doors 9-4",
     "Pitch 23 by the south door, trestle provided, setup from 7.30, open 9 to 4."),
    ("Priya can do the afternoon 1 - 4, she'll bring flask + biscuits, bless her",
     "Priya on the stall 1 to 4, bringing a flask."),
    ("and Tom's doing the lifting, van there + back + hanging about all day, paid in pizza + first pick of the "
     "sci fi",
     "Tom does the van and the lifting all day."),
    (QUESTION,
     "Priya for the afternoon, 1 till 4, and Tom all day doing the van and the lifting."),
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
            assert not any("mags" in str(m.content).lower() for m in window), window
            assert any("Priya can do the afternoon" in str(m.content) for m in window), window
            assert any("Tom's doing the lifting" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mags says she'll do the stall" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hugh's chat about the book fair stall)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Mags till 1, Priya after, and Tom all day", actual=reply)
