"""Batch 399 (held out). A Bäckerei's shift notes: LangGraph InMemoryStore (sync), two writers in threads.

App: Bäckerei Wendler in Leipzig (Backstube and the Filiale am Markt) plans Easter 2051 - Karfreitag 31.03.,
Ostersamstag 01.04., Ostersonntag, Ostermontag 03.04. - with Osterzöpfe and Osterlämmchen to pre-order. The shop's
helper keeps one record per part of the plan in ("baeckerei-wendler-2051", "plan") - Ostern, Kuchen, Lieferung,
Personal - and the staff's shift notes (English, German words mixed in) in ("baeckerei-wendler-2051", "notes"). The
Kassen-Export (the till's script that copies the pre-orders into the helper every evening) reads the Ostern record,
adds the pre-order count and writes the whole record back; Frau Wendler (the Chefin) edits the same record at the
same time.

Planted fault (UpdateError, lost update): the Kassen-Export reads the Ostern record (Karfreitag zu, Ostersamstag 6-13
Uhr, Ostersonntag zu, Ostermontag 03.04. zu, Backstube frei Fr, So, Mo); Frau Wendler writes in, Mo 27.03., a
Korrektur - they open the Filiale am Markt on Ostermontag 7-11 Uhr after all, because of the Ostermarkt next door,
Backstube from 4:00 with Ronny + Lea (the Azubi), Verkauf Jana; the Export then puts back its stale copy with its
count, losing her edit. Question (Mi 29.03., Lea): "do I have to work on Ostermontag? my Oma in Dresden wants to know
if I come for lunch" -> expected yes - Backstube from 4:00 with Ronny (the Filiale opens 7-11 for the Ostermarkt).
The assistant says no, Ostermontag is zu.

Expected verdict: UpdateError at langgraph.store.put (the Export's put, wrapped in fault()): Frau Wendler's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides Lea's
Ostermontag. Asserted: her edit was in the store before the stale put; the Ostern record has the pre-order count and
"Ostermontag 03.04. zu", and no context line has the Korrektur, the Ostermarkt or Lea's 4:00 start.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b399_langgraph_baeckerei_ostermontag_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("baeckerei-wendler-2051", "plan")
NOTES = ("baeckerei-wendler-2051", "notes")
KEY = "ostern"
RECORDS = {
    KEY: {"details": "Ostern 2051: Karfreitag 31.03. zu, Ostersamstag 01.04. normal 6-13 Uhr (Backstube from 2:30, "
                     "Osterzöpfe!!), Ostersonntag zu, Ostermontag 03.04. zu. Backstube frei Fr, So, Mo",
          "by": "Frau Wendler"},
    "kuchen": {"details": "Ostersamstag extra: 4 Bleche Bienenstich, 3 Eierschecke, Osterlämmchen 40 Stück (Sabine "
                          "bakes them Do), Rührteig + Puderzucker",
               "by": "Sabine"},
    "lieferung": {"details": "Mehl + Eier come Mi 29.03. instead of Do because of Karfreitag, Lieferant Meier "
                             "knows it. Butter 25 kg extra for the Zöpfe",
                  "by": "Ronny"},
    "personal": {"details": "Ostersamstag: Backstube Ronny, Mehmet, Lea (Azubi) from 2:30, Verkauf Jana + Petra "
                            "from 5:45. Urlaub Mehmet 10.-21.04.",
                 "by": "Frau Wendler"},
}
NOTE_LINES = [
    ("16.03.2051, 05:20", "Ronny", "Osterzopf Probe looks good, but less Rosinen next time, Chefin says"),
    ("21.03.", "Jana", "Vorbestellungen list for Ostern is at the Kasse, customers can order until Do 30.03."),
    ("Fr 24.03.", "Mehmet", "Gärunterbrecher makes again noises 🙄 Techniker comes after Ostern, until then it works"),
]
EDIT = {"details": "Ostern 2051 - KORREKTUR Ostermontag: we open the Filiale am Markt 7-11 Uhr after all, because of "
                   "the Ostermarkt next door!! Backstube from 4:00, Ronny + Lea (Azubi), Verkauf Jana. Rest stays: "
                   "Karfreitag 31.03. zu, Ostersamstag 01.04. 6-13 Uhr (Backstube from 2:30), Ostersonntag zu",
        "edited": "Frau Wendler Mo 27.03."}
EXPORT = {"vorbestellungen": "Kassen-Export Mo 27.03.: 23 Osterzöpfe, 11 Osterlämmchen vorbestellt",
          "by": "Kassen-Export"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def kassen_export() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(EXPORT)
    with fault():
        store.put(PLAN, KEY, copy)


def chefin_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "we open the Filiale am Markt 7-11 Uhr after all" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=kassen_export, name="kassen-export"),
           threading.Thread(target=chefin_edit, name="chefin-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "do I have to work on Ostermontag? my Oma in Dresden wants to know if I come for lunch"
context = ["Today is Mi 29.03.2051. You are talking to Lea, Azubi in the Backstube of Bäckerei Wendler, Leipzig."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Ostermontag 03.04. zu" in c and "23 Osterzöpfe" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("korrektur", "ostermarkt", "from 4:00")), context
reply = answer(f"(Lea) {question}", context, mock="No - Ostermontag the Bäckerei is zu and the Backstube is frei, so "
                                                   "you can go to your Oma. Frohe Ostern!")
finish(question, expected="yes - Backstube from 4:00 with Ronny, the Filiale opens 7-11 for the Ostermarkt",
       actual=reply)
