"""Batch 124 (held out). A museum's volunteer rota: LangGraph InMemoryStore (sync), two writers in threads.

App: the Calder Valley Museum keeps one rota record per open day in ("calder", "rota") (duty supervisor, front desk,
the tours and who guides them) and the volunteer office's odd notes in ("calder", "notes"). The group-bookings job
reads a day's record, adds the school and club groups booked in, and writes the whole record back; Jill, who does the
rota, edits the same record at the same time.

Planted fault (UpdateError, lost update): the bookings job reads Sat 16th May (duty supervisor Maureen); Jill writes
that Maureen's off - her grandson's christening, she only found out Tue - and Derek's said he'll be supervisor as
he's not on till the Sunday, plus the 2pm mill tour's Priya's now; the job then puts back its stale copy with the
groups, losing her edit. Question (Fri 15/5, Ken, a guide): "who's supervisor tmrw? need someone to sign off the st
marys risk form before the kids come" -> expected Derek. The assistant says Maureen.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Jill's write
landed and the later put from a copy read before it overwrote it, so the store lost the supervisor that decides the
answer. Asserted: Jill's edit was in the store before the stale put; the record has the groups and Maureen, and no
context line mentions Derek or the christening.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b124_langgraph_museum_supervisor_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("calder", "rota")
NOTES = ("calder", "notes")
KEY = "sat-2037-05-16"
DAYS = {
    KEY: {"day": "Sat 16th May, open 10-4", "duty supervisor": "Maureen", "front desk": "Bob + Sheila",
          "10.30 highlights tour": "Ken", "2pm mill tour": "Ann (first one on her own)", "shop": "Val"},
    "sun-2037-05-17": {"day": "Sun 17th May, open 12-4", "duty supervisor": "Anne P", "front desk": "Graham",
                       "2pm mill tour": "Ken"},
    "sat-2037-05-09": {"day": "Sat 9th May", "duty supervisor": "Anne P", "front desk": "Bob + Sheila",
                       "10.30 highlights tour": "Priya"},
}
NOTE_LINES = [
    ("14/3", "Jill", "Egypt room shut while the cases are redone (damp) - highlights tour skips it till June"),
    ("22.3.", "Jill", "supervisors sign off any school group's risk form on the day, before the group comes in - no "
                      "form no visit, council's rules"),
    ("Weds 8 Apr", "Val", "shop float's in the safe now not the desk drawer. code from the supervisor"),
]
EDIT = {"duty supervisor": "Derek - Maureen's off, her grandson's christening (she only found out tue), Derek's said "
                           "he'll do it as he's not on till the sun",
        "2pm mill tour": "Priya (Ann's shadowing her first)"}
GROUPS = {"groups": "St Mary's Y5, 11am, 30 kids + 4 staff, risk form to sign; Halifax U3A 2pm mill tour, 14"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in DAYS.items():
    store.put(ROTA, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(GROUPS)
    with fault():
        store.put(ROTA, KEY, copy)


def jill_edit() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, **EDIT, "edited": "Jill thu 14/5"})
    assert store.get(ROTA, KEY).value["duty supervisor"].startswith("Derek")
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="group-bookings"),
           threading.Thread(target=jill_edit, name="jill-rota-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's supervisor tmrw? need someone to sign off the st marys risk form before the kids come"
context = ["Today is Fri 15 May 2037. You are talking to Ken, a volunteer guide at the Calder Valley Museum."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "duty supervisor: Maureen" in c and "St Mary's Y5" in c for c in context), context
assert not any("Derek" in c or "christening" in c for c in context), context
reply = answer(question, context, mock="Maureen's the duty supervisor on Saturday - she'll sign off St Mary's risk "
                                       "form before they come in at 11.")
finish(question, expected="Derek - Maureen's off for her grandson's christening", actual=reply)
