"""Batch 320 (held out). A cobbler and key-cutting kiosk: LangGraph InMemoryStore used through its async API
(aget/aput/asearch), asyncio: two writers as tasks on one event loop.

App: Heels & Keys is Raj's kiosk in the Woolshops centre - heels and soles while you wait, stretching, key cutting,
watch batteries, engraving. The kiosk's helper keeps one record per price card in ("heels-and-keys-woolshops",
"prices") - keys, heels, soles, extras - and the shop's messages in ("heels-and-keys-woolshops", "msgs"). The till
sync (a nightly task that copies the week's sales off the till) reads the keys card, adds the week's count of keys
cut and writes the whole card back; Raj edits the same card at the same time.

Planted fault (UpdateError, lost update): the till sync reads the keys card (Yale-type cylinder keys £5 each,
security keys £15, mortice £7, car fobs on a quote); Raj writes in (Thu 20/4) that the supplier's put the blanks up
- normal Yale-type keys are £6 a key now, not £5, security ones £18, the rest as was; the till sync then puts back
its stale copy with "41 keys cut this wk", losing Raj's edit. Question (Sat 22/4, Mrs Lumb at the counter): "how
much for 3 copies of a normal front door key? a Yale one, one for each of the grandkids" -> expected £18 (3 x £6).
The assistant says £15.

Expected verdict: UpdateError at the LangGraph store put (the till sync's aput, wrapped in fault()): Raj's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
price. Asserted: Raj's edit was in the store before the stale put; the keys card has the week's count and £5 a key,
and no context line has £6 or "put the blanks up".
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b320_langgraph_cobbler_key_copies_price_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PRICES = ("heels-and-keys-woolshops", "prices")
MSGS = ("heels-and-keys-woolshops", "msgs")
KEY = "keys"
CARDS = {
    KEY: {"card": "KEYS - yale type (cylinder) £5 each, security (Mul-T-Lock etc) £15, mortice £7, padlock £4.50. car "
                  "fobs - quote, ask Raj. no keys cut w/out the original (no photos!!)",
          "by": "Raj"},
    "heels": {"card": "HEELS while u wait - ladies £9, gents £14, stiletto tips £7.50 (10 mins)", "by": "Raj"},
    "soles": {"card": "full soles £35 rubber, £45 leather, Docs resole £55 (leave w/ us 5 days)", "by": "Raj"},
    "extras": {"card": "watch battery £6 fitted, stretching £8 a pair, engraving from £10, laces 2 for £3",
               "by": "Kelly"},
}
MSG_LINES = [
    ("2051-03-30T17:45", "Kelly", "centre's doing late nite thursdays from april, till 8 - we'll stay open"),
    ("11/4", "Raj", "new cutting machine's in 🔑 the old one's going to my cousin's shop in Brighouse"),
    ("Mon 17th", "Kelly", "Mr Dyson's boots (ticket 88) ready, he's been told"),
]
EDIT = {"card": "KEYS - supplier's put the blanks up again 🙄 so yale type (cylinder) £6 a key now not £5, security "
                "£18 (was 15), rest as was: mortice £7, padlock £4.50, car fobs quote. no keys cut w/out the "
                "original (no photos!!)",
        "edited": "Raj thu 20th"}
SALES = {"sales": "41 keys cut this wk (till, w/e sun 16th)", "by": "till sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, card in CARDS.items():
        await store.aput(PRICES, key, card)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def till_sync() -> None:
        copy = dict((await store.aget(PRICES, KEY)).value)
        read_done.set()
        await edit_done.wait()
        copy.update(SALES)
        with fault():
            await store.aput(PRICES, KEY, copy)

    async def raj_edit() -> None:
        await read_done.wait()
        item = await store.aget(PRICES, KEY)
        await store.aput(PRICES, KEY, {**item.value, **EDIT})
        assert "£6 a key now not £5" in (await store.aget(PRICES, KEY)).value["card"]
        edit_done.set()

    await asyncio.gather(till_sync(), raj_edit())

    question = "how much for 3 copies of a normal front door key? a Yale one, one for each of the grandkids"
    context = ["Today is Sat 22 April 2051. You are at the counter of Heels & Keys (Woolshops, Halifax), talking to "
               "Mrs Lumb."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(PRICES, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "yale type (cylinder) £5 each" in c and "41 keys cut" in c
               for c in context), context
    assert not any(w in c.lower() for c in context for w in ("£6 a key", "blanks up", "£18")), context
    return answer(f"(Mrs Lumb) {question}", context, mock="£15 - they're £5 each for the Yale type, so 3 copies is "
                                                          "£15. Have you got the original with you?")


QUESTION = "how much for 3 copies of a normal front door key? a Yale one, one for each of the grandkids"
reply = asyncio.run(main())
finish(QUESTION, expected="£18 - Yale-type keys went up to £6 each when the supplier put the blanks up", actual=reply)
