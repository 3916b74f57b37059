"""Batch 400 (held out). A parrilla's kitchen notes: chromadb collection of the kitchen's notes, script style
(every call its own trace); for a "cuánto" question the helper asks only the price and order notes, and the note
with the new price of the vacío was filed under the shifts.

App: La Tranquera de Don Anselmo is a parrilla in Buenos Aires; Ramiro (the encargado) files the kitchen's notes
(Spanglish, porteño) into one chroma collection with metadata ``kind`` (precios, pedidos, recetas, turnos, limpieza,
reservas); for a money question the helper asks only the price and order notes (``where={"kind": {"$in":
["precios", "pedidos"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Ramiro's note of 2050-02-25T16:00 has the frigorífico's
prices - vacío AR$ 12.900 el kg, entraña AR$ 16.500 el kg; his note of mié 9/3 has Saturday's order, 25 kg of vacío
and 12 kg of entraña, paid cash on delivery Friday. His note of lun 7/3 starts with the week's turnos (so it was
filed as turnos) and says, in passing, that el Negro from the frigorífico called - the vacío went up, AR$ 14.800 el kg
from this week, the entraña stays the same, scrub the old price off the pizarrón. Question (vie 11/3, Chacho): "¿cuánto
le tengo que dar al Negro del frigorífico hoy? 25 kg de vacío + 12 de entraña, cash" -> expected AR$ 568.000 (25 x
14.800 + 12 x 16.500). The scoped query returns the price and order notes; the assistant says AR$ 520.500.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the lun 7/3 note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has 14.800 or
"subió"; the AR$ 12.900 vacío and the 25 kg order are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b400_chroma_parrilla_frigorifico_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("lun 7/3 - turnos de la semana: Beto parrilla mar a jue, Chacho vie a dom, la Colo en ensaladas + postres. "
         "ah, y el Negro del frigorífico llamó: el vacío subió 😩 now AR$ 14.800 el kg desde esta semana, la entraña "
         "queda igual. borren el precio viejo del pizarrón pls")
NOTES = [
    ("precios", "2050-02-25T16:00 precios frigorífico (el Negro): vacío AR$ 12.900 el kg, entraña AR$ 16.500 el kg, "
                "tira AR$ 11.200, molleja AR$ 19.000. se paga cash contra entrega, nada de transferencia"),
    ("pedidos", "mié 9/3 pedido p/ el finde al frigorífico: 25 kg de vacío + 12 kg de entraña, entrega vie a la "
                "mañana, pagar cash al Negro cuando baja"),
    ("recetas", "3/3 chimichurri de la casa: perejil, ajo, orégano, ají molido, vinagre de vino, aceite, sal. NO "
                "cebolla (Don Anselmo se ofende 😂). se hace el día antes"),
    ("turnos", PRICE),
    ("limpieza", "mar 8/3 - parrilla: rasquetear las rejas al cierre, cenizas afuera antes de las 9, el jueves viene "
                 "el de la campana"),
    ("reservas", "jue 10/3 - sáb noche 2 mesas de 10 (cumple + los del club), patio. seña AR$ 20.000 c/u ya cobrada"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tranquera-cocina-2050", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"nota-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Ramiro"}])

question = "¿cuánto le tengo que dar al Negro del frigorífico hoy? 25 kg de vacío + 12 de entraña, cash"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["precios", "pedidos"]}})
hits = found["documents"][0]
context = ["Today is viernes 11/3/2050. You are talking to Chacho, parrillero at La Tranquera de Don Anselmo."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("14.800", "subió")), context
assert any("vacío AR$ 12.900 el kg, entraña AR$ 16.500 el kg" in c for c in context), context
assert any("25 kg de vacío + 12 kg de entraña" in c for c in context), context
reply = answer(question, context, mock="AR$ 520.500 - 25 kg de vacío a 12.900 (322.500) + 12 kg de entraña a 16.500 "
                                       "(198.000). Cash, como siempre.")
finish(question, expected="AR$ 568.000 - el vacío subió a 14.800 el kg: 25 x 14.800 = 370.000 + 12 x 16.500 = 198.000",
       actual=reply)
