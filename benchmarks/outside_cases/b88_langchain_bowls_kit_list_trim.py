"""Batch 88 (held out). A bowls club captain's match-day admin: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Brian, captain of Purwell Bowls Club's Saturday side, keeps his match admin in a chat with an assistant. Each
turn the history is trimmed to the last 10 messages (starting on a human one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says Sat 14/5 is home v Letchworth, 2pm, 4 rinks, and
that he's bringing the spare set of mats from his garage (the club's have gone walkabout since the open day);
turn 3 says the new scorecards came from the printer and he's got them in the car; turn 5 says Margaret's away so
he's got the key for the tea urn cupboard. At turn 6 the trim drops turn 1. Question: "what have I got to take
down the club on saturday?" -> expected the mats, the scorecards and the urn key. The assistant lists only the
scorecards and the key.

Expected verdict: UpdateError at langchain.trim_messages (the turn-6 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 6's, which still has turns 3 and 5.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b88_langchain_bowls_kit_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("sat 14/5 home v Letchworth, 2pm start, 4 rinks. our mats have gone walkabout since the open day so I'm "
     "bringing the spare set from my garage. teams up on the board by weds",
     "Noted: Sat 14 May home v Letchworth, 2pm, 4 rinks. You're bringing the spare mats from your garage; teams on "
     "the board by Wednesday."),
    ("Derek can't play 14th - grandson's christening. put Phyllis in at lead on rink 3",
     "Derek out on the 14th; Phyllis at lead on rink 3."),
    ("new scorecards came from the printers!! got them in the boot of the car, 2 boxes",
     "New scorecards in - two boxes in your car boot."),
    ("green's been cut + rolled, Frank says it's running about 12 secs, quick for may",
     "Green cut and rolled, about 12 seconds."),
    ("margaret's away in Whitby that wk so I've got the key for the tea urn cupboard. Joan + Sheila doing teas, "
     "sandwiches + her lemon drizzle",
     "You've got the tea urn cupboard key while Margaret's away; Joan and Sheila on teas."),
    ("what have I got to take down the club on saturday? want to put it all by the front door tonight",
     "The two boxes of new scorecards from your boot, and the key for the tea urn cupboard."),
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
            assert not any("spare set from my garage" in str(m.content) for m in window), window
            assert not any("mats" in str(m.content) for m in window), window
            assert any("new scorecards came" in str(m.content) for m in window), window
            assert any("key for the tea urn" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("spare set from my garage" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Brian's bowls match admin chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what have I got to take down the club on saturday? want to put it all by the front door tonight",
       expected="the spare mats, the scorecards and the urn cupboard key", actual=reply)
