"""Batch 362 (held out). A wedding aso-ebi group: LangGraph InMemoryStore (sync), two writers in threads.

App: the "Nkechi weds Tobenna 10.12.50" aso-ebi group - friends and family of the bride buying the matching fabric
for the wedding on Sat 10th Dec 2050 in Enugu. The group's helper keeps one record per part of it in
("nkechi-tobenna-asoebi-2050", "plan") - the price, the colours, the collection, the account - and members'
messages in ("nkechi-tobenna-asoebi-2050", "msgs"). The payments job (Ifeoma's script that copies the bank alerts
into the helper) reads the price record, adds the count of who has paid and writes the whole record back; Ada (the
bride's sister, who collects the money) edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments job reads the price record (ladies - lace + gele N35k a set;
men - cap + senator material N25k; pay to Ada's GTB account by the 20th); Ada writes in, Mon 14th, "e don change" -
the lace seller added N3k because of the dollar, so the ladies' set is N38k now, men's same; those who paid N35k
should top up N3k; the payments job then puts back its stale copy with its count, losing Ada's edit. Question (Thu
17/11, Chioma): "I send N35k to Ada on Monday morning for my lace + gele. abeg am I complete?" -> expected No - the
ladies' set is N38k now, so she owes a N3k top-up. The assistant says yes, she's complete.

Yes/no (with the N3k difference as the reason).

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Ada's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides whether
Chioma has paid in full. Asserted: Ada's edit was in the store before the stale put; the price record has the
paid count and N35k, and no context line has N38k, the top-up or the dollar.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b362_langgraph_asoebi_paid_complete_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("nkechi-tobenna-asoebi-2050", "plan")
MSGS = ("nkechi-tobenna-asoebi-2050", "msgs")
KEY = "price"
RECORDS = {
    KEY: {"details": "ASO-EBI 💃🏾 ladies - lace + gele N35k per set. men - cap + senator material N25k. pay to Ada "
                     "GTB 0123456789 (Adaeze Okeke) latest 20th Nov, send ur alert to the group",
          "by": "Ada"},
    "colours": {"details": "ladies wine lace w/ gold gele, men ash senator + wine cap. bride's family only in gold "
                           "on the day pls",
                "by": "Nkechi"},
    "collection": {"details": "collect from Ada house Independence Layout from 1st Dec, or she go send with GIG "
                              "for Lagos people (u pay waybill)",
                   "by": "Ada"},
    "tailor": {"details": "if u want Mama Titi to sew the lace, N15k, she need am by 25th Nov latest",
               "by": "Ifeoma"},
}
MSG_LINES = [
    ("2050-11-02T07:12", "Ngozi", "abeg can guys buy only the gele? - Ada: no o, na full set"),
    ("8/11", "Emeka", "men's cap na the normal fila or the abeti-aja? - Ada: normal fila"),
    ("Sat 12th Nov", "Chioma", "I go pay Monday morning, salary never enter 🙏🏾"),
]
EDIT = {"details": "ASO-EBI 💃🏾 e don change o - the lace seller add N3k because dollar go up again 😩 so ladies "
                   "lace + gele na N38k per set now. men same N25k. those of u wey don pay N35k abeg top up N3k. pay "
                   "to Ada GTB 0123456789 (Adaeze Okeke) latest 20th Nov",
        "edited": "Ada mon 14th"}
PAID = {"paid": "22 don pay (alerts to sun 13th)", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(PLAN, KEY, copy)


def ada_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "ladies lace + gele na N38k per set now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=ada_edit, name="ada-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "I send N35k to Ada on Monday morning for my lace + gele. abeg am I complete?"
context = ["Today is Thu 17 November 2050. You are talking to Chioma, a friend of the bride in the aso-ebi group."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "lace + gele N35k per set" in c and "22 don pay" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("n38k", "top up", "dollar")), context
reply = answer(f"(Chioma) {question}", context, mock="Yes, you're complete - ladies' lace + gele na N35k per set. "
                                                     "Just send your alert to the group.")
finish(question, expected="No - the ladies' set went up to N38k (the lace seller added N3k), so top up N3k",
       actual=reply)
