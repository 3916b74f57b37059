"""Batch 365 (held out). A church harvest festival and choir: LangGraph InMemoryStore (sync), two writers in threads.

App: Mount Olivet Baptist in May Pen keep Harvest Sunday on 16 Oct 2050 - the mass choir marches in, the produce
(yam, breadfruit, coconut, ackee, tin goods) decorates the front, an auction after service and a harvest lunch. The
church's helper keeps one record per part of the day in ("mt-olivet-harvest-2050", "plan") - the service, the choir,
the auction, the lunch - and the members' WhatsApp messages in ("mt-olivet-harvest-2050", "msgs"). The programme job
(Deacon Brown's script that prints the order of service) reads the choir record, adds the count of programmes printed
and writes the whole record back; Sister Marlene (the choir director) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the choir record (mass choir march in 10:00 sharp,
'Come Ye Thankful People, Come' as the processional, gold robes with the green stole, be in the vestry 9:30); Sister
Marlene writes in, Thurs 13th, "change up di plan" - Pastor wants the children's item first, so the choir marches in
at 10:20 not 10, vestry by 9:50, everything else the same; the programme job then puts back its stale copy with its
count, losing her edit. Question (Sat 15/10, Brother Clive, a tenor): "what time di choir march in tomorrow? mi a
come from Spanish Town an nuh waan late" -> expected 10:20 (the children's item goes first). The assistant says 10:00.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Marlene's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
choir's time. Asserted: Marlene's edit was in the store before the stale put; the choir record has the programme
count and "10:00 sharp", and no context line has 10:20, 9:50 or the children's item.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b365_langgraph_harvest_choir_march_in_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("mt-olivet-harvest-2050", "plan")
MSGS = ("mt-olivet-harvest-2050", "msgs")
KEY = "choir"
RECORDS = {
    "service": {"details": "Harvest Sunday 16 Oct, service start 10am, Pastor Reid preaching. produce in by Sat 15th "
                           "3pm fi decorate - yam, breadfruit, coconut, ackee, tin tings",
                "by": "Deacon Brown"},
    KEY: {"details": "mass choir march in 10:00 sharp, processional 'Come Ye Thankful People, Come'. gold robe wid di "
                     "green stole, PRESS IT. everybody in di vestry by 9:30 fi warm up",
          "by": "Sis. Marlene"},
    "auction": {"details": "auction after service, Bro. Clive auctioneer again. bring small bills, nuh badda wid "
                           "di J$5,000 note dem",
                "by": "Deacon Brown"},
    "lunch": {"details": "harvest lunch J$1,000 - curry goat, rice an peas, fry fish. ticket from Sis. Hyacinth",
              "by": "Sis. Hyacinth"},
}
MSG_LINES = [
    ("2050-09-18T19:40", "Sis. Hyacinth", "lunch ticket dem ready, J$1,000, kids J$500. mi need 3 more hand inna "
                                          "di kitchen"),
    ("Oct 2", "Bro. Clive", "practice Tues an Thurs 7pm, alto dem need fi come, mi cyaan carry di harmony alone 😂"),
    ("Weds 12/10", "Deacon Brown", "programme going to print Fri, anything fi change tell mi by Thurs"),
]
EDIT = {"details": "change up di plan 🙏🏾 Pastor want di children item first, so mass choir march in 10:20 not 10. "
                   "vestry by 9:50. still 'Come Ye Thankful People, Come', gold robe wid di green stole, PRESS IT",
        "edited": "Sis. Marlene thurs 13th"}
PRINTED = {"programmes": "150 programme printed (Fri 14/10)", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PRINTED)
    with fault():
        store.put(PLAN, KEY, copy)


def marlene_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so mass choir march in 10:20 not 10" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=marlene_edit, name="marlene-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time di choir march in tomorrow? mi a come from Spanish Town an nuh waan late"
context = ["Today is Sat 15 October 2050. You are talking to Brother Clive, a tenor in Mount Olivet Baptist's mass "
           "choir."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "10:00 sharp" in c and "150 programme" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("10:20", "9:50", "children item")), context
reply = answer(f"(Bro. Clive) {question}", context,
               mock="Choir march in 10:00 sharp, Bro. Clive - be in di vestry by 9:30 fi warm up.")
finish(question, expected="10:20 - Pastor put the children's item first, vestry by 9:50", actual=reply)
