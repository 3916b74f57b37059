"""Batch 400 (held out). A parrilla's kitchen notes: LangGraph InMemoryStore (sync), two writers in threads.

App: Parrilla El Fogón de Ramiro, in Buenos Aires, keeps its weekend prep in the kitchen's helper - one record per
station in ("fogon-cocina-2050", "prep") (achuras, carnes, fríos, postres) and the staff's messages in
("fogon-cocina-2050", "msgs"). The stock job (Lu's script that copies the stock spreadsheet into the helper) reads the
achuras record, adds what's in the freezer and writes the whole record back; Ramiro (the owner) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the stock job reads the achuras record for sáb 19/3 (chorizo 60, morcilla
40, molleja 6 kg, chinchulines 5 kg); Ramiro writes in, jue 17/3, that a cumple de 30 booked the parrillada completa
for Saturday night, so molleja 9 kg, not 6 (6 + 3 for the cumple), chorizo 75, the rest as it was; the stock job then
puts back its stale copy with its freezer count, losing Ramiro's edit. Question (vie 18/3, Chacho, the parrillero):
"¿cuántos kilos de molleja saco del freezer hoy para mañana? así se descongela tranqui en la heladera" -> expected 9 kg
(6 + 3 for the cumple de 30). The assistant says 6 kg.

Expected verdict: UpdateError at langgraph.store.put (the stock job's put, wrapped in fault()): Ramiro's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the molleja.
Asserted: Ramiro's edit was in the store before the stale put; the achuras record has the freezer count and molleja 6
kg, and no context line has 9 kg, the cumple de 30 or "not 6".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b400_langgraph_parrilla_molleja_kilos_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PREP = ("fogon-cocina-2050", "prep")
MSGS = ("fogon-cocina-2050", "msgs")
KEY = "achuras"
RECORDS = {
    KEY: {"details": "achuras p/ sáb 19/3: chorizo 60 u, morcilla 40 u, molleja 6 kg, chinchulines 5 kg (trenzados "
                     "el viernes). sacar del freezer el vie a la mañana, descongelar en heladera NO en la mesada",
          "by": "Ramiro"},
    "carnes": {"details": "carnes sáb: vacío 25 kg, entraña 12 kg, tira 30 kg, bife de chorizo 40 u. el vacío "
                          "llega vie del frigorífico",
               "by": "Ramiro"},
    "fríos": {"details": "provoleta 30, ensalada mixta + rusa, chimichurri x 3 frascos, salsa criolla x 2",
              "by": "la Colo"},
    "postres": {"details": "flan casero x 24 con dulce de leche + crema, panqueques x 30, queso y dulce",
                "by": "la Colo"},
}
MSG_LINES = [
    ("2050-03-14T11:20", "Beto", "carbón: quedan 9 bolsas, pedí 30 más p/ el jueves"),
    ("15/3", "la Colo", "el flan sale con dulce de leche casero desde esta semana, no el de pote"),
    ("mié 16/3", "Chacho", "la parrilla grande tira mal del lado izq, le pongo más brasa ahí"),
]
EDIT = {"details": "achuras p/ sáb 19/3 - actualizado: reservó un cumple de 30, parrillada completa p/ la noche 🎉 so "
                   "molleja 9 kg, not 6 (6 + 3 por el cumple), chorizo 75 u, el resto igual: morcilla 40 u, "
                   "chinchulines 5 kg. sacar del freezer el vie a la mañana, heladera NO mesada",
        "edited": "Ramiro jue 17/3"}
STOCK = {"freezer": "en el freezer (jue 17/3): molleja 14 kg, chinchulines 8 kg, chorizo 120 u", "by": "stock job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PREP, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def stock_job() -> None:
    copy = dict(store.get(PREP, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(STOCK)
    with fault():
        store.put(PREP, KEY, copy)


def ramiro_edit() -> None:
    read_done.wait()
    item = store.get(PREP, KEY)
    store.put(PREP, KEY, {**item.value, **EDIT})
    assert "molleja 9 kg, not 6" in store.get(PREP, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=stock_job, name="stock-job"),
           threading.Thread(target=ramiro_edit, name="ramiro-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "¿cuántos kilos de molleja saco del freezer hoy para mañana? así se descongela tranqui en la heladera"
context = ["Today is viernes 18/3/2050. You are talking to Chacho, parrillero at Parrilla El Fogón de Ramiro."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PREP, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "molleja 6 kg" in c and "en el freezer" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("9 kg", "cumple de 30", "not 6")), context
reply = answer(f"(Chacho) {question}", context, mock="6 kg de molleja, Chacho - hay 14 en el freezer, así que "
                                                     "sobra. A la heladera, no a la mesada.")
finish(question, expected="9 kg - 6 + 3 más por el cumple de 30 del sábado a la noche", actual=reply)
