"""Batch 286 (held out). A cycling club's kit order: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Clarion CC put in a club kit order every spring - jerseys, bib shorts, gilets, caps - with a deposit
when you order and the balance before the order goes to the maker (Fri 24th March 2051). The club's helper keeps
one record per member's order in ("calder-clarion-kit-2051", "orders") and the kit secretary's notices in
("calder-clarion-kit-2051", "notices"). The payments job (Karen's script that reads the bank statement) reads a
member's order record, adds the deposit paid and writes the whole record back; the member can edit their own order
at the same time.

Planted fault (UpdateError, lost update): the payments job reads Dave's order (SS jersey M £48, bib shorts L £62,
£110 all in); Dave edits it, Sat 11th - he's added a gilet in M at £38 after seeing Tom's, so £148 all in; the
payments job then puts back its stale copy with "deposit £50 paid 10/3 (bank transfer)", losing Dave's gilet.
Question (Weds 22/3, Dave): "how much do I still owe for the kit? want to send it b4 the order goes in fri" ->
expected £98 (£148 less the £50 deposit). The assistant says £60.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Dave's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides what he
owes. Asserted: Dave's edit was in the store before the stale put; his order record has the deposit and £110 all in,
and no context line has the gilet, £38 or £148.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b286_langgraph_cycling_kit_balance_owed_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ORDERS = ("calder-clarion-kit-2051", "orders")
NOTICES = ("calder-clarion-kit-2051", "notices")
KEY = "dave-h"
RECORDS = {
    KEY: {"order": "Dave H - SS jersey M £48, bib shorts L £62 = £110 all in", "placed": "2051-03-01T21:40"},
    "tom-b": {"order": "Tom B - SS jersey L £48, gilet L £38, cap £12 = £98", "placed": "3/3",
              "deposit": "£50 paid 6/3"},
    "sue-w": {"order": "Sue W - womens jersey S £48, womens bibs S £62, LS thermal jersey S £65 = £175",
              "placed": "Sat 4 Mar", "deposit": "£50 paid 8/3"},
}
NOTICE_LINES = [
    ("2051-02-26T19:00", "Karen", "KIT ORDER 🚴 open till fri 24th march. £50 deposit when u order, balance b4 it "
                                  "goes in pls, sort code + acc no on the website. sizes run small!!"),
    ("7.3.", "Karen", "size samples at the Sunday ride cafe stop, try b4 u buy"),
    ("Mon 20th", "Karen", "nearly there - 31 orders in. BALANCES by thurs night pls so I can send it fri morning"),
]
EDIT = {"order": "Dave H - SS jersey M £48, bib shorts L £62 + added a gilet M £38 after seeing Tom's 😍 = £148 all "
                 "in", "edited": "Dave sat 11th"}
PAID = {"deposit": "£50 paid 10/3 (bank transfer)", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ORDERS, key, record)
for i, (day, who, text) in enumerate(NOTICE_LINES, 1):
    store.put(NOTICES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(ORDERS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(ORDERS, KEY, copy)


def dave_edit() -> None:
    read_done.wait()
    item = store.get(ORDERS, KEY)
    store.put(ORDERS, KEY, {**item.value, **EDIT})
    assert "added a gilet M £38" in store.get(ORDERS, KEY).value["order"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=dave_edit, name="dave-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I still owe for the kit? want to send it b4 the order goes in fri"
context = ["Today is Weds 22 March 2051. You are talking to Dave H, a member of Calder Clarion CC."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ORDERS, limit=20)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTICES, limit=50)]
assert any(c.startswith(KEY + ":") and "= £110 all in" in c and "£50 paid 10/3" in c for c in context), context
assert not any(c.startswith(KEY + ":") and w in c.lower() for c in context for w in ("gilet", "£38", "£148")), context
assert not any("£148" in c or "dave sat 11th" in c.lower() for c in context), context
reply = answer(f"(Dave H) {question}", context,
               mock="£60 - your order's £110 and the £50 deposit came in on the 10th. Get it to Karen by Thursday.")
finish(question, expected="£98 - £148 with the gilet he added, less the £50 deposit", actual=reply)
