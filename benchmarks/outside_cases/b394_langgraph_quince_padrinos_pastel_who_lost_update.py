"""Batch 394 (held out). A quinceañera planning group chat in San Antonio: LangGraph InMemoryStore (sync), two
writers in threads.

App: the Treviño family are planning Dani's quinceañera for Sat 6/18/2050 (misa at San Judas, fiesta at Salón Las
Palomas). The family chat's helper keeps one record per part of it in ("dani-quince-2050", "plan") - the padrinos,
the salón, the misa, the music - and the chat's messages in ("dani-quince-2050", "msgs"). The invitations job (Tía
Lupe's script that copies the printer's order and the RSVP form into the helper) reads the padrinos record, adds the
invitation count and writes the whole record back; Yoli (Dani's mom) edits the same record at the same time.

Planted fault (UpdateError, lost update): the invitations job reads the padrinos record (velación Tío Beto + Tía
Nora, pastel the Garzas - Ramiro + Elsa, vestido Nina Marisol, última muñeca Tía Rosie, cojín primo Chuy +
Vanessa, recuerdos Tío Lalo + Tía Connie, DJ Tío Güero); Yoli writes in, 4/21, that the Garzas can't do the pastel
anymore - Ramiro's hours got cut - so Tío Lalo + Tía Connie are padrinos de pastel now and the Garzas take the
recuerdos instead, the rest the same; the invitations job then puts back its stale copy with its count, losing
Yoli's edit. Question (Mon 5/2, Dani): "who are my padrinos de pastel?? the bakery wants to talk to them about the
tres leches 🎂" -> expected Tío Lalo and Tía Connie. The assistant says the Garzas, Ramiro and Elsa.

Expected verdict: UpdateError at langgraph.store.put (the invitations job's put, wrapped in fault()): Yoli's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who the
padrinos de pastel are. Asserted: Yoli's edit was in the store before the stale put; the padrinos record has the
invitation count and the Garzas on the pastel, and no context line has the swap ("hours got cut", "take the recuerdos").
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b394_langgraph_quince_padrinos_pastel_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("dani-quince-2050", "plan")
MSGS = ("dani-quince-2050", "msgs")
KEY = "padrinos"
RECORDS = {
    KEY: {"details": "padrinos 🙏 velación: Tío Beto + Tía Nora; pastel: the Garzas (Ramiro + Elsa); vestido: Nina "
                     "Marisol; última muñeca: Tía Rosie; cojín: primo Chuy + Vanessa; recuerdos: Tío Lalo + Tía "
                     "Connie; DJ: Tío Güero",
          "by": "Yoli"},
    "salon": {"details": "Salón Las Palomas, 7pm-12, $4,800 total, $1,000 deposit paid 3/15. they do tables + "
                         "chairs + linens, we do the centerpieces (purple + gold 💜)",
              "by": "Yoli"},
    "misa": {"details": "misa 2pm at San Judas w/ Padre Tomás, Dani + padrinos de velación at the front, everybody "
                        "at the church by 1:15 for fotos",
             "by": "Tía Rosie"},
    "music": {"details": "Tío Güero DJs, mariachi from 7 to 8 (Mariachi Los Gavilanes, $650), vals at 8:30 then the "
                         "surprise dance",
              "by": "Yoli"},
}
MSG_LINES = [
    ("2050-03-15T19:40", "Yoli", "deposit's paid for the salón!! 🎉 it's real now lol"),
    ("4/2", "Tía Lupe", "I'll do the invitations + the RSVPs, send me ur lists porfa"),
    ("4/9", "Dani", "can the damas wear gold instead of purple?? - Yoli: we'll see mija"),
]
EDIT = {"details": "padrinos 🙏 CHANGE: the Garzas can't do the pastel anymore, Ramiro's hours got cut 😔 so Tío Lalo "
                   "+ Tía Connie are padrinos de pastel now, and the Garzas take the recuerdos instead (they "
                   "insisted). rest the same: velación Tío Beto + Tía Nora; vestido Nina Marisol; última muñeca Tía "
                   "Rosie; cojín primo Chuy + Vanessa; DJ Tío Güero",
        "edited": "Yoli 4/21"}
INVITES = {"invitations": "180 printed + mailed 4/20, RSVPs to Tía Lupe by 5/20", "by": "invitations job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def invitations_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVITES)
    with fault():
        store.put(PLAN, KEY, copy)


def yoli_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Tío Lalo + Tía Connie are padrinos de pastel now" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=invitations_job, name="invitations-job"),
           threading.Thread(target=yoli_edit, name="yoli-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who are my padrinos de pastel?? the bakery wants to talk to them about the tres leches 🎂"
context = ["Today is Mon 5/2/2050. You are talking to Dani Treviño, the quinceañera (quince Sat 6/18)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "pastel: the Garzas" in c and "180 printed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("hours got cut", "take the recuerdos", "pastel now")), \
    context
reply = answer(f"(Dani) {question}", context, mock="The Garzas - Ramiro and Elsa are your padrinos de pastel, so "
                                                   "the bakery should call them about the tres leches.")
finish(question, expected="Tío Lalo and Tía Connie - the Garzas switched to the recuerdos when Ramiro's hours got cut",
       actual=reply)
