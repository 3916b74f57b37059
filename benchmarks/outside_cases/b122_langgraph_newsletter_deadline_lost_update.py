"""Batch 122 (held out). A village newsletter's issue planning: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Linton Link, a monthly village newsletter, keeps one record per issue in ("lintonlink", "issues") (copy
deadline, articles promised, adverts booked) and the editor's odd notes in ("lintonlink", "notes"). The advert
billing job reads an issue record, adds what it has invoiced the advertisers, and writes the whole record back;
Margaret, the editor, edits the same record at the same time.

Planted fault (UpdateError, lost update): the billing job reads the May issue (copy to Margaret by Mon 20th April);
Margaret writes that copy now has to be in by Fri 17th - Dales Print are shut the week of the 20th (staff hols) and
if it's not with them by the Friday it's the June one - and that the Scouts' piece is promised too; the job then
puts back its stale copy with the advert invoices, losing her edit. Question (Weds 15/4, Hazel, WI secretary): "when's
the last day for my WI bit for the may one? want to put the plant sale in" -> expected Fri 17th April. The assistant
says Mon 20th.

Expected verdict: UpdateError at langgraph.store.put (the billing job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the deadline that decides the
answer. Asserted: Margaret's edit was in the store before the stale put; the record has the invoices and the 20th, and
no context line mentions the 17th or the printer's week off.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b122_langgraph_newsletter_deadline_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ISSUES = ("lintonlink", "issues")
NOTES = ("lintonlink", "notes")
KEY = "may-2037"
ITEMS = {
    KEY: {"issue": "May (out Fri 1st)", "deadline": "copy to Margaret by Mon 20th April, 5pm latest",
          "articles": "WI (Hazel), parish council (Clerk), church (Rev Ann), Brock Wood work parties (Sue)",
          "adverts": "Linton Co-op 1/2 page, Kwik Plumbing 1/4, Linton Arms 1/4, Yoga w Jen 1/8"},
    "apr-2037": {"issue": "April (out Weds 1st)", "deadline": "copy by Fri 20th March",
                 "articles": "WI, parish council, Easter services, litter pick"},
    "jun-2037": {"issue": "June", "deadline": "copy by Weds 20th May", "articles": "gala programme, WI"},
}
NOTE_LINES = [
    ("14/3", "Margaret", "print run up to 450 from May, the new houses on Mill Lane. Dales Print quote £118"),
    ("22.3.", "Margaret", "deliverers: Tom's giving up Top Road after May, need someone - ask at the WI"),
    ("Weds 8 Apr", "Phil", "advert rates for 2037: 1/8 £10, 1/4 £18, 1/2 £32, full page £55 - invoice on booking"),
]
EDIT = {"deadline": "copy to me by FRI 17th April latest - Dales Print are shut the wk of the 20th (staff hols), "
                    "if it's not with them by the fri it's the june one",
        "articles": "WI (Hazel), parish council (Clerk), church (Rev Ann), Brock Wood work parties (Sue), Scouts' "
                    "camp (Mrs Patel)"}
BILLED = {"invoiced": "Co-op £32, Kwik £18, Linton Arms £18, Jen £10 = £78 (sent 14/4)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in ITEMS.items():
    store.put(ISSUES, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def billing_job() -> None:
    copy = dict(store.get(ISSUES, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BILLED)
    with fault():
        store.put(ISSUES, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(ISSUES, KEY)
    store.put(ISSUES, KEY, {**item.value, **EDIT, "edited": "Margaret tue 14/4"})
    assert "FRI 17th" in store.get(ISSUES, KEY).value["deadline"]
    edit_done.set()


threads = [threading.Thread(target=billing_job, name="advert-billing"),
           threading.Thread(target=margaret_edit, name="margaret-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the last day for my WI bit for the may one? want to put the plant sale in"
context = ["Today is Weds 15 April 2037. You are talking to Hazel, secretary of the Linton WI."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ISSUES, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "Mon 20th April" in c and "invoiced" in c for c in context), context
assert not any("17th" in c or "staff hols" in c or "Scouts" in c for c in context), context
reply = answer(question, context, mock="Mon 20th April - get it to Margaret by 5pm at the latest.")
finish(question, expected="Fri 17th April - the printers are shut the week of the 20th", actual=reply)
