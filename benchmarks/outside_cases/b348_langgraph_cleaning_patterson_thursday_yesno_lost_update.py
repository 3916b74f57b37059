"""Batch 348 (held out). A tia's house-cleaning business schedule: LangGraph InMemoryStore (sync), two writers in
threads.

App: Tía Marisol runs a small house-cleaning business ("Marisol's Cleaning") with two women on her crew, Rosa and
Yadira; her niece Guadalupe (Lupe) does the texts to clients and the Venmo. The helper keeps one record per weekday
in ("marisol-cleaning-2051", "schedule") - lunes, martes, jueves, viernes - and the crew's messages in
("marisol-cleaning-2051", "msgs"). Lupe's payments job (a script that copies the week's Venmo payments into the
helper) reads a day's record, adds who has paid and writes the whole record back; Tía Marisol edits the same record
at the same time.

Planted fault (UpdateError, lost update): the payments job reads the jueves record (Sra. Patterson 8am, the big
house, 3 baths, key under the flowerpot; the Kowalskis 1pm, don't let the dog out); Tía Marisol writes in, lun
17/04, "Patterson NO este jueves - se pasó pa'l viernes 9am, le van a cambiar el boiler el jueves y va a estar el
plomero; Kowalski 1pm igual"; the payments job then puts back its stale copy with its payments line, losing her
edit. Question (Tue 18/04, Rosa): "voy a lo de la Sra. Patterson el jueves? need to know if I bring the steam mop"
-> expected no: this week Patterson moved to Friday at 9am (the plumber's in on Thursday), Thursday is only the
Kowalskis at 1pm - a yes/no whose answer is written only in Spanish. The assistant says yes, Thursday at 8.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): Tía Marisol's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the answer. Asserted: her edit was in the store before the stale put; the jueves record has the payments line and
Patterson at 8am, and no context line has "se pasó", "plomero", "boiler" or "NO este jueves".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b348_langgraph_cleaning_patterson_thursday_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SCHED = ("marisol-cleaning-2051", "schedule")
MSGS = ("marisol-cleaning-2051", "msgs")
KEY = "jueves"
RECORDS = {
    "lunes": {"details": "Hendersons 9am (deep clean cada 2 semanas, esta sí toca) + Sra. Liu 1pm, $130 + $95",
              "by": "Tía Marisol"},
    "martes": {"details": "la oficina del Dr. Salas 6pm, trapear + baños + basura, $150 por mes, llave con el guardia",
               "by": "Tía Marisol"},
    KEY: {"details": "Sra. Patterson 8am (la casa grande, 3 baños, llave bajo la maceta, steam mop pa'l piso de "
                     "madera NO), Kowalski 1pm (el perro no sale!!), $140 + $110",
          "by": "Tía Marisol"},
    "viernes": {"details": "Sra. Dávila 10am, nomás cocina y baños, $80. tarde libre 🙌", "by": "Tía Marisol"},
}
MSG_LINES = [
    ("2051-04-02T19:30", "Tía Marisol", "compré Fabuloso, guantes y los trapos de microfibra en Costco, $46, "
                                        "guarden los recibos"),
    ("11/04", "Yadira", "the Hendersons left a $20 tip 🥹 lo dividimos"),
    ("sáb 15/04", "Lupe", "Mrs. Liu pregunta si podemos hacer ventanas el lunes, le dije que sí, $30 extra"),
]
EDIT = {"details": "Patterson NO este jueves - se pasó pa'l viernes 9am, le van a cambiar el boiler el jueves y va "
                   "a estar el plomero todo el día. Kowalski 1pm igual (el perro no sale!!), $110",
        "edited": "Tía Marisol lun 17/04"}
PAYMENTS = {"pagos": "Patterson pagó Venmo 13/04 ✔️, Kowalski debe 2 semanas ($220)", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SCHED, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(SCHED, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAYMENTS)
    with fault():
        store.put(SCHED, KEY, copy)


def marisol_edit() -> None:
    read_done.wait()
    item = store.get(SCHED, KEY)
    store.put(SCHED, KEY, {**item.value, **EDIT})
    assert "se pasó pa'l viernes 9am" in store.get(SCHED, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=marisol_edit, name="marisol-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "voy a lo de la Sra. Patterson el jueves? need to know if I bring the steam mop"
context = ["Today is Tue 18 April 2051. You are talking to Rosa, who cleans houses on Tía Marisol's crew."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SCHED, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Sra. Patterson 8am" in c and "Kowalski debe" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("se pasó", "plomero", "boiler", "no este jueves")), context
reply = answer(f"(Rosa) {question}", context,
               mock="Sí - Thursday 8am at Sra. Patterson's (llave bajo la maceta), then the Kowalskis at 1. No steam "
                    "mop on her wood floors though.")
finish(question, expected="no - Patterson moved to Friday 9am this week (the plumber's in Thursday); Thursday is only "
                          "the Kowalskis at 1", actual=reply)
