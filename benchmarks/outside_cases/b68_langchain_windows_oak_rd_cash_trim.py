"""Batch 68 (held out). A window-cleaning round: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages, token_counter=len, start_on human), one root span per turn.

App: Darren does a window-cleaning round in Hucclecote (about 180 houses, water-fed pole, every 4 weeks). He keeps one
chat with an assistant on his phone for the round. Each turn the app trims the history to the last 10 messages and
sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "mrs ellison no.14 oak rd rang - she's doing it by
bank from now on, set up a standing order, paid up to end of april already. so dont knock for cash, she says her
husband kept paying u twice lol". Turn 3 lists the Oak Rd prices for today (no.3 £12, no.7 £15 + £5 for the
conservatory roof this time, no.14 £18, no.22 £12 - "all cash on the day"). By turn 6 the trim no longer keeps turn 1.
Question (turn 6): "how much cash should I come away with from Oak Rd today?" -> expected £44 (12 + 20 + 12; no.14
pays by bank). The assistant adds no.14 in: £62.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the price list. Another reading: a response fault
is ruled out, as the standing-order message is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b68_langchain_windows_oak_rd_cash_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("mrs ellison no.14 oak rd rang - she's doing it by bank from now on, set up a standing order, paid up to end of "
     "april already. so dont knock for cash, she says her husband kept paying u twice lol",
     "Noted: Mrs Ellison at 14 Oak Rd now pays by standing order and is paid up to the end of April - no cash "
     "collection there."),
    ("pole brush head's splitting, order a new one from the trade place, the 28cm one not the 40",
     "Reminder: order a new 28cm brush head for the water-fed pole from the trade supplier."),
    ("oak rd today: no.3 £12, no.7 £15 + £5 for the conservatory roof this time (she asked), no.14 £18, no.22 £12. "
     "all cash on the day",
     "Oak Rd today: no.3 £12, no.7 £15 plus £5 for the conservatory roof, no.14 £18, no.22 £12 - cash on the day."),
    ("no.22 has a new dog, big one, stays in the back apparently. gate on the latch",
     "No.22 has a big new dog kept in the back garden; gate is on the latch."),
    ("tank's at about a third, fill up at the unit after church rd before oak rd",
     "Refill the water tank at the unit after Church Rd, before Oak Rd."),
    ("how much cash should I come away with from Oak Rd today?",
     "£62 - that's no.3 £12, no.7 £20 with the conservatory roof, no.14 £18 and no.22 £12."),
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
            assert not any("standing order" in str(m.content) or "by bank" in str(m.content) for m in window), window
            assert any("no.14 £18" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("doing it by bank" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Darren's window-round chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how much cash should I come away with from Oak Rd today?",
       expected="£44 - Mrs Ellison at 14 pays by bank now", actual=reply)
