"""Batch 156 (held out). A community choir's spring concert: LangGraph InMemoryStore (sync), two writers in threads.

App: Luddenden Foot Community Choir give their spring concert at St Mary's, Luddenden on Sat 2nd May 2037 (Faure's
Requiem, then a second half of show tunes, with the Todmorden Orchestra's string quartet). The choir's helper keeps
one record per part of the concert in ("concert", "plan") - tickets, programme, soloists - and odd notes in
("concert", "notes"). The box office job reads the tickets record, adds how many have gone and who's holding the
spare books, and writes the whole record back; Margaret, the treasurer, edits the same record at the same time.

Planted fault (UpdateError, lost update): the box office job reads the tickets record (adults £10, concessions £8,
under 16s free, from Margaret or on the door); Margaret writes in, on Mon 20/4, that under 16s are £3 now - the
church want a bit more for the heating and the piano tuning, so they've had to - adults and concs the same; the box
office job then puts back its stale copy with the sales figures, losing her edit. Question (Thu 23/4, Sue, alto):
"how much for my sister, her husband and their lad? he's 12. sorting it with Margaret tonight" -> expected £23
(2 x £10 + £3). The assistant says £20 (the lad free).

Expected verdict: UpdateError at langgraph.store.put (the box office job's put, wrapped in fault()): Margaret's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the sum.
Asserted: Margaret's edit was in the store before the stale put; the tickets record has the sales and under 16s free,
and no context line mentions £3 or the piano tuning.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b156_langgraph_choir_tickets_sum_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("concert", "plan")
NOTES = ("concert", "notes")
KEY = "tickets"
RECORDS = {
    KEY: {"prices": "adults £10, concs £8, under 16s free. from Margaret at rehearsals or on the door",
          "set by": "Margaret (treasurer)"},
    "programme": {"details": "1st half Faure Requiem w the string quartet off Todmorden Orch + the organ. interval "
                             "20 mins, raffle. 2nd half show tunes - Les Mis medley, Sound of Music, Mamma Mia to "
                             "finish", "who": "Alan (MD)"},
    "soloists": {"details": "Pie Jesu - Hannah. Libera me - Rob (bari). Bring Him Home - Rob again, he's thrilled",
                 "who": "Alan"},
}
NOTE_LINES = [
    ("14/3", "Alan", "concert sat 2nd may 7.30 at St Mary's Luddenden, choir in for 6 for a run w the quartet"),
    ("Weds 8 Apr", "Ruth", "posters up in the Co-op, the library + the Weavers. 60 programmes printed"),
    ("2037-04-16T21:05", "Ruth", "black + a splash of red, ladies. men black shirts, no ties"),
]
EDIT = {"prices": "adults £10, concs £8, under 16s £3 now - the church want a bit more for the heating + the piano "
                  "tuning so we've had to. from Margaret at rehearsals or on the door",
        "edited": "Margaret Mon 20/4"}
SALES = {"sold": "64 gone so far (41 adult, 17 conc, 6 kids), spare books w Ruth + Margaret",
         "by": "box office job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def box_office_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SALES)
    with fault():
        store.put(PLAN, KEY, copy)


def treasurer_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "under 16s £3 now" in store.get(PLAN, KEY).value["prices"]
    edit_done.set()


threads = [threading.Thread(target=box_office_job, name="choir-box-office-job"),
           threading.Thread(target=treasurer_edit, name="margaret-treasurer-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much for my sister, her husband and their lad? he's 12. sorting it with Margaret tonight"
context = ["Today is Thu 23 April 2037. You are talking to Sue, an alto in Luddenden Foot Community Choir, about "
           "tickets for the spring concert on Sat 2 May."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "under 16s free" in c and "64 gone so far" in c for c in context), context
assert not any("£3" in c or "piano tuning" in c for c in context), context
reply = answer(question, context, mock="£20 - two adults at £10 each, and under 16s are free so the lad doesn't need "
                                       "paying for.")
finish(question, expected="£23 - two adults at £10 and £3 for the lad (under 16s went up to £3)", actual=reply)
