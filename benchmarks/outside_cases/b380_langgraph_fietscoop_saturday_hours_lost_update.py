"""Batch 380 (held out). A bicycle repair co-op's opening hours: LangGraph InMemoryStore (sync), two writers in
threads.

App: Fietswerkplaats De Trapas (an invented volunteer repair co-op on the invented Dwarsketelplein, Amsterdam) opens
di-vr afternoons, saturdays, and a wednesday evening where people repair their own bike with the tools (zelf
sleutelen). The co-op's helper keeps one record per subject in ("trapas-2026", "info") - the opening hours, the
prices, the rules for the DIY evening - and the volunteers' app messages in ("trapas-2026", "msgs"). The newsletter
job (Thijs's script that mails the maandbrief) reads the opening-hours record, stamps that the april newsletter went
out and writes the whole record back; Karin (who does the rooster) edits the same record at the same time.

Planted fault (UpdateError, lost update): the newsletter job reads the opening-hours record (ma dicht, di-vr
12:00-18:00, za 10:00-16:00, wo avond zelf sleutelen 19:00-21:30); Karin writes in, do 2 april, that from this
saturday the spring rush starts - saturday is now 09:30-17:00, not 10:00-16:00, the rest stays as it was; the
newsletter job then puts back its stale copy with its stamp, losing Karin's edit. Question (do 2 april, Youssef, a
volunteer): "how many hours are we open on saturday? I want to do a long shift, the whole day, then I make an
appointment with my sister for after" -> expected 7,5 hours (09:30-17:00). The assistant says 6 hours.

Expected verdict: UpdateError at langgraph.store.put (the newsletter job's put, wrapped in fault()): Karin's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
saturday hours. Asserted: Karin's edit was in the store before the stale put; the opening-hours record has the
newsletter stamp and za 10:00-16:00, and no context line has 09:30, 17:00 or "spring rush".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b380_langgraph_fietscoop_saturday_hours_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

INFO = ("trapas-2026", "info")
MSGS = ("trapas-2026", "msgs")
KEY = "openingstijden"
RECORDS = {
    KEY: {"details": "openingstijden: ma dicht - di t/m vr 12:00-18:00 - za 10:00-16:00 - wo avond zelf sleutelen "
                     "19:00-21:30. last klant 30 min before closing, we are volunteers, be nice 🙏",
          "by": "Karin"},
    "prijzen": {"details": "arbeid €12,50 per half uur, binnenband €6,50, zelf sleutelen €3,- per avond (koffie "
                           "incl.), strippenkaart 10x €25,-",
                "by": "Sanne"},
    "zelf sleutelen": {"details": "wo avond: own bike only, no bakfietsen (too big), tools back on the wand, the "
                                  "kettingsleutel does NOT go home with you Henk 😂",
                       "by": "Thijs"},
}
MSG_LINES = [
    ("14-03-2026 18:40", "Mehmet", "pin machine is kapot again, tikkie or cash only today"),
    ("di 24 maart", "Fleur", "who has the key of the fietsenkelder? it is not on the haakje"),
    ("wo 1 april", "Karin", "rooster april is in the app, za is busy in spring so I need 3 people per za"),
]
EDIT = {"details": "openingstijden (from za 4 april, spring rush 🌷): ma dicht - di t/m vr 12:00-18:00 - za 09:30-17:00, "
                   "not 10:00-16:00 anymore - wo avond zelf sleutelen 19:00-21:30. rest stays as it was",
        "edited": "Karin do 2 april"}
STAMP = {"nieuwsbrief": "april maandbrief sent to 412 adressen (do 2 april)", "by": "nieuwsbrief job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(INFO, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def newsletter_job() -> None:
    copy = dict(store.get(INFO, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STAMP)
    with fault():
        store.put(INFO, KEY, copy)


def karin_edit() -> None:
    read_done.wait()
    item = store.get(INFO, KEY)
    store.put(INFO, KEY, {**item.value, **EDIT})
    assert "za 09:30-17:00, not 10:00-16:00 anymore" in store.get(INFO, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=newsletter_job, name="nieuwsbrief-job"),
           threading.Thread(target=karin_edit, name="karin-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("how many hours are we open on saturday? I want to do a long shift, the whole day, then I make an "
            "appointment with my sister for after")
context = ["Today is do 2 april 2026. You are talking to Youssef, a volunteer at Fietswerkplaats De Trapas."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(INFO, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "za 10:00-16:00" in c and "april maandbrief" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("09:30", "17:00", "spring rush")), context
reply = answer(f"(Youssef) {question}", context,
               mock="6 hours - za we are open 10:00-16:00, so you are free from 16:00 for your sister.")
finish(question, expected="7,5 hours - za is 09:30-17:00 now (spring rush), not 10:00-16:00", actual=reply)
