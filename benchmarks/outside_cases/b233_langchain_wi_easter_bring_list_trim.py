"""Batch 233 (held out). A WI's Easter craft morning: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: Slaithwaite WI hold an Easter craft morning for members' grandchildren on Sat 2nd April 2050, 10-12 in the Civic
Hall - egg decorating, Easter bonnets and cards, then squash and hot cross buns. Pauline (the WI secretary) chats
with the WI's helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the answer
call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the morning - bring blown eggs, the WI does the
paint. Turn 2 is the tables. In turn 3 Pauline adds that Mavis says can the kids bring an apron or an old shirt as
well (the acrylics don't wash out) and a shoebox to carry the bonnets home in - so blown eggs, an apron or old shirt
and a shoebox. Turn 4 is last year's flyer for the helper to tidy (it still says only "bring blown eggs!"), turn 5
the refreshments, turn 6 the raffle. By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7,
Tue 22/3): "what do the kids need to bring again? doing the newsletter tonight" -> expected blown eggs, an apron or
an old shirt, and a shoebox for the bonnet. The assistant says just blown eggs.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that added
the apron and the shoebox was in the history and in every window from turn 3 to turn 6, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's
(nothing on aprons, old shirts, shoeboxes or acrylics); last year's flyer, the refreshments and the raffle are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b233_langchain_wi_easter_bring_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do the kids need to bring again? doing the newsletter tonight"
TURNS = [
    ("EASTER CRAFT MORNING 🐣 sat 2nd april 10-12 in the civic hall, grandkids welcome (4-11s). egg decorating, "
     "bonnets + cards. bring blown eggs, we'll do the paint + glitter. can u keep track for me",
     "Of course - Easter craft morning Sat 2 April, 10-12 at the Civic Hall for 4-11s: eggs, bonnets and cards. "
     "Children bring blown eggs; the WI provides paint and glitter."),
    ("tables - 8 trestles off the scouts, 2 per craft + 2 for the refreshments. Sue's setting out from 9",
     "Eight trestles from the Scouts - two per craft and two for refreshments; Sue sets out from 9."),
    ("Mavis says can they bring an apron or an old shirt as well, the acrylics don't wash out 😬 + a shoebox to take "
     "the bonnet home in. so blown eggs, apron/old shirt + a shoebox",
     "Noted - so each child brings blown eggs, an apron or old shirt (the acrylic paint doesn't wash out) and a "
     "shoebox for carrying their bonnet home."),
    ("can u tidy last yr's flyer - 'EASTER CRAFTS sat 10-12 civic hall, bring blown eggs! £2 a child, squash + "
     "biscuits'",
     "'Easter Crafts - Saturday 10-12 at the Civic Hall. Bring blown eggs! £2 a child, squash and biscuits.'"),
    ("refreshments - tea/coffee 50p for the grown ups, squash free for the kids, hot cross buns from Bakers, Joan's "
     "on the urn",
     "Refreshments: tea or coffee 50p, free squash for children, hot cross buns from Bakers; Joan on the urn."),
    ("raffle - Easter hamper off the Co-op + a giant egg, 50p a ticket, drawn at 11.45 b4 home time",
     "Raffle: a Co-op Easter hamper and a giant egg, 50p a ticket, drawn at 11.45."),
    (QUESTION,
     "Just blown eggs - the WI's providing the paint and glitter."),
]
WINDOW = 7
GONE = ("apron", "old shirt", "shoebox", "acrylic")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("bring blown eggs! £2 a child" in str(m.content) for m in window), window
            assert any("hot cross buns from Bakers" in str(m.content) for m in window), window
            assert any("raffle - Easter hamper" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("apron/old shirt + a shoebox" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pauline's chat - she's running Slaithwaite WI's Easter craft morning; "
                                            "today Tue 22 March 2050, the morning is Sat 2 April)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="blown eggs, an apron or old shirt (the acrylics don't wash out) and a shoebox for the "
                          "bonnet", actual=reply)
