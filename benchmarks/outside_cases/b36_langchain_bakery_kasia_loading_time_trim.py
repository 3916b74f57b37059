"""Batch 36 (held out). A wholesale bakery owner's running chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 14 messages, token_counter=len, start_on human), one root span per turn.

App: Deb runs Crumb & Co, a small wholesale bakery in Hereford (three vans, about 40 cafes, pubs and shops on
standing orders). She keeps one chat going with an assistant about orders, drivers and the bake. Each turn the app
trims the history to the last 14 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is the new Ledbury run: "From mon 3/11 Kasia's on
the Ledbury run - Co-op there want the bread on shelves by 6.30 now so van loaded + away by 5.15 latest. she's fine
w the early start". Later turns are invoices, the starter, flour, and turn 4's "all vans load at 6"; turn 7 notes
Kasia's ride-along. By turn 8 the trim no longer keeps turn 1. Question (turn 8, Fri 31/10): "what time's Kasia
got to have the van loaded by on mon?" -> expected 5.15. The assistant says 6 like the other vans.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 8 (inside fault()). Asserted: turn 1 is
in every window before turn 8 and missing from turn 8's, which holds the ride-along and the 6 o'clock line.
Another reading: a response fault is ruled out, as 5.15 is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b36_langchain_bakery_kasia_loading_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("From mon 3/11 Kasia's on the Ledbury run - Co-op there want the bread on shelves by 6.30 now so van loaded + "
     "away by 5.15 latest. she's fine w the early start",
     "Kasia on Ledbury from Mon 3 Nov: loaded and away by 5.15."),
    ("inv 4471 Old Mill cafe - they were 6 baps short tues, knock £4.20 off pls", "INV-4471: GBP 4.20 off."),
    ("rye starter's sluggish, Tomas fed it twice. if no better tmrw use the backup in the walk-in",
     "Backup starter in the walk-in if needed."),
    ("reminder for me - all vans load at 6, Pete's Malvern, Jas does Ross, drivers clock in 5.45",
     "Vans load at 6; drivers in at 5.45."),
    ("Harbour Deli want seeded batch on their sat order, 10 extra, same price", "Harbour Deli: +10 seeded on Sats."),
    ("Shipton Mill delivery thurs, 40 x 16kg, need the pallet space clearing", "Clear pallet space for Thursday."),
    ("Kasia did her ride-along w Pete today, she knows the Ledbury drops now. parking by the Co-op is a nightmare "
     "apparently", "Good - Kasia's ready for Ledbury."),
    ("what time's Kasia got to have the van loaded by on mon?",
     "6, same as the other vans - she'll clock in at 5.45 with Pete and Jas."),
]
WINDOW = 14


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
            assert not any("5.15" in str(m.content) for m in window), window
            assert any("ride-along" in str(m.content) for m in window), window
            assert any("all vans load at 6" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("away by 5.15 latest" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Deb's bakery notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="quarter past five", actual=reply)
