"""Batch 393 (held out). A Lofoten cod boat's shared notes: LangGraph InMemoryStore (sync), two writers in threads.

App: M/S Kvitholmen, a 40-foot sjark, fishes skrei with gillnets out of Skrovhamn in Lofoten in March 2051 - Arvid
(skipper), Siv, Eirik and Piotr (who writes in English). The crew's helper keeps one record per part of the season
in ("kvitholmen-skrei-2051", "plan") - the next trip, the fish buyer, the food kitty, safety - and crew messages in
("kvitholmen-skrei-2051", "msgs"). The landing job (Eirik's script that copies the buyer's sluttseddel into the
helper) reads the trip record, adds the last landing and writes the whole record back; Arvid edits the same record
at the same time.

Planted fault (UpdateError, lost update): the landing job reads the trip record (avgang man 13.03. kl. 04.30 from
the quay, coffee on board 04.15, 42 nets at Haugbåen); Arvid writes in, søn 12.03. kl. 18.10, that there's a gale
forecast until about kl. 06, so they go at kl. 07.15, not 04.30, coffee at 07.00, same nets; the landing job then
puts back its stale copy with the landing line, losing Arvid's edit. Question (søn 12.03. kl. 21.30, Piotr): "what
time do we go out tomorrow? setting my alarm" -> expected kl. 07.15 (put back for the gale). The assistant says
kl. 04.30.

Expected verdict: UpdateError at langgraph.store.put (the landing job's put, wrapped in fault()): Arvid's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
departure. Asserted: Arvid's edit was in the store before the stale put; the trip record has the landing line and
kl. 04.30, and no context line has 07.15, kuling or "utsatt".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b393_langgraph_lofoten_departure_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("kvitholmen-skrei-2051", "plan")
MSGS = ("kvitholmen-skrei-2051", "msgs")
KEY = "tur"
RECORDS = {
    KEY: {"details": "neste tur: avgang man 13.03. kl. 04.30 fra kaia i Skrovhamn, kaffe om bord 04.15. 42 garn "
                     "står ved Haugbåen. flytedress på ALLE, no exceptions Piotr 😄",
          "by": "Arvid"},
    "mottak": {"details": "vi lander på Skrovhamn Fiskemottak, helst før kl. 17. sløyd + bløgga, hyse i egne kar",
               "by": "Arvid"},
    "kost": {"details": "kostpenger kr 450 pr uke pr mann til Siv (vipps), she does the Coop run on fridays",
             "by": "Siv"},
    "sikkerhet": {"details": "nødpeilesender sjekka 01.03., redningsflåte service til mai. VHF kanal 16 on at all "
                             "times",
                  "by": "Eirik"},
}
MSG_LINES = [
    ("09.03.2051 kl. 20.05", "Siv", "Coop run fredag, send me what u want by thurs kveld"),
    ("10.03.", "Eirik", "garnhaleren fixed, new part kr 2 300, receipt in the wheelhouse"),
    ("lør 11.03.", "Piotr", "can someone give me a lift from the brakke tomorrow? my car won't start - Siv: ja"),
]
EDIT = {"details": "neste tur: avgang man 13.03. - utsatt, kuling varsla til ca kl. 06 ⛈ så vi går kl. 07.15 ikke "
                   "04.30, kaffe om bord 07.00. 42 garn står ved Haugbåen. flytedress på ALLE",
        "edited": "Arvid søn 12.03. kl. 18.10"}
LANDING = {"siste_landing": "lør 11.03.: 2 140 kg skrei + 180 kg hyse (sluttseddel 44-0311)", "by": "landing job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def landing_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LANDING)
    with fault():
        store.put(PLAN, KEY, copy)


def arvid_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "så vi går kl. 07.15 ikke 04.30" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=landing_job, name="landing-job"),
           threading.Thread(target=arvid_edit, name="arvid-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do we go out tomorrow? setting my alarm"
context = ["I dag er søndag 12.03.2051 kl. 21.30. You are talking to Piotr, deckhand on M/S Kvitholmen."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "kl. 04.30" in c and "2 140 kg" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("07.15", "kuling", "utsatt")), context
reply = answer(f"(Piotr) {question}", context,
               mock="Avgang kl. 04.30 from the kai, coffee on board 04.15 - so alarm around 03.45 if Siv's picking "
                    "you up.")
finish(question, expected="kl. 07.15 - Arvid put it back for the kuling, kaffe om bord 07.00", actual=reply)
