"""Batch 314 (held out). A cake decorator's orders: LangGraph InMemoryStore (async aget/aput), asyncio - two writers
as tasks on one event loop.

App: Dawn runs Sugar & Spoon Cakes from home. Her helper keeps one record per order in ("sugar-and-spoon",
"orders") - what the cake is, the price, the deposit - and customers' messages in ("sugar-and-spoon", "msgs"). The
invoice job (a little script her nephew wrote that marks deposits off the bank statement and sends the balance
invoice) reads an order record, adds the deposit and invoice lines and writes the whole record back; Dawn edits the
same record from her phone at the same time.

Planted fault (UpdateError, lost update): the invoice job reads the Okafor wedding record (3 tiers, 120 portions,
ivory buttercream with gold leaf, red velvet / choc orange / vanilla, £360); while it waits on the bank, Dawn writes
in, 2/6, that Mrs Okafor rang - 40 more coming to the evening do, so a 4th tier, a gluten free lemon one on the
bottom, +£95, £455 total now, 160 portions, rest as was; the invoice job then puts back its stale copy with the
£100 deposit and "balance invoice sent", losing Dawn's edit. Question (Tue 3/6, Dawn): "what's left to pay on the
Okafor cake? Mrs O wants to bank transfer the rest tonight" -> expected £355 (£455 less the £100 deposit). The
assistant says £260.

Expected verdict: UpdateError at langgraph.store.put (the invoice job's aput, wrapped in fault()): Dawn's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
balance. Asserted: Dawn's edit was in the store before the stale put; the order record has the deposit and £360,
and no context line has £455, the 4th tier or the gluten free lemon.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b314_langgraph_cake_balance_left_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("sugar-and-spoon", "orders")
MSGS = ("sugar-and-spoon", "msgs")
KEY = "okafor-wedding"
RECORDS = {
    KEY: {"details": "Okafor wedding sat 5th july, Bagden Hall. 3 tier, 120 portions, ivory buttercream w/ gold leaf, "
                     "bottom red velvet, middle choc orange, top vanilla. £360 all in inc delivery",
          "by": "Dawn"},
    "fletcher-7th": {"details": "Alfie Fletcher's 7th, sat 26th april - dinosaur cake 🦕 20 portions, £65, collect "
                                "fri 4pm. PAID",
                     "by": "Dawn"},
    "singh-christening": {"details": "baby Amara Singh christening sun 27th april, 2 tier vanilla, white, name in "
                                     "gold, £140, £40 dep",
                          "by": "Kerry"},
}
MSG_LINES = [
    ("2051-03-14T12:02", "Mrs Okafor", "deposit sent!! can't wait, the tasting was amazing"),
    ("28.5.", "Bagden Hall", "cakes to the orangery, access from the side gate, any time after 12"),
    ("Sun 1st June", "Mrs Okafor", "will ring u tmrw about numbers, think we've got a few more coming x"),
]
EDIT = {"details": "Okafor wedding sat 5th july, Bagden Hall - 4 TIER now!! Mrs O rang, 40 more coming to the evening "
                   "do so adding a gluten free lemon tier on the bottom, +£95 so £455 total now, 160 portions. rest as "
                   "was: ivory buttercream w/ gold leaf, red velvet, choc orange, vanilla",
        "edited": "Dawn 2/6"}
INVOICE = {"deposit": "£100 dep rec'd 14.3.51 (bank)", "invoice": "balance invoice sent 2/6", "by": "invoice job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


async def main() -> str:
    store = InMemoryStore()
    for key, record in RECORDS.items():
        await store.aput(ORDERS, key, record)
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        await store.aput(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

    read_done, edit_done = asyncio.Event(), asyncio.Event()

    async def invoice_job() -> None:
        copy = dict((await store.aget(ORDERS, KEY)).value)
        read_done.set()
        await edit_done.wait()  # the bank statement lookup
        copy.update(INVOICE)
        with fault():
            await store.aput(ORDERS, KEY, copy)

    async def dawn_edit() -> None:
        await read_done.wait()
        item = await store.aget(ORDERS, KEY)
        await store.aput(ORDERS, KEY, {**item.value, **EDIT})
        assert "+£95 so £455 total now" in (await store.aget(ORDERS, KEY)).value["details"]
        edit_done.set()

    await asyncio.gather(invoice_job(), dawn_edit())

    question = "what's left to pay on the Okafor cake? Mrs O wants to bank transfer the rest tonight"
    context = ["Today is Tue 3 June 2051. You are talking to Dawn, who runs Sugar & Spoon Cakes."] + \
              [f"{r.key}: {flat(r.value)}" for r in await store.asearch(ORDERS, limit=10)] + \
              [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in await store.asearch(MSGS, limit=50)]
    assert any(c.startswith(KEY + ":") and "£360" in c and "£100 dep" in c for c in context), context
    assert not any(w in c.lower() for c in context for w in ("£455", "4 tier", "gluten free", "+£95")), context
    reply = answer(question, context, mock="£260 - the cake's £360 and her £100 deposit came in on 14 March.")
    finish(question, expected="£355 - £455 now with the 4th (gluten free lemon) tier, less the £100 deposit",
           actual=reply)
    return reply


asyncio.run(main())
