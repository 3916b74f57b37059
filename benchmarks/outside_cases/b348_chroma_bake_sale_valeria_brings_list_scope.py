"""Batch 348 (held out). A church youth group's bake sale: chromadb collection of the leader's notes, script style
(every call its own trace); for a "who's bringing what" question the helper asks only the food and volunteers
notes, and the note with the second thing Valeria is bringing was filed under setup.

App: the Grupo Juvenil at St. Jude's (San Judas Tadeo) parish hold a bake sale on Sunday 9 April 2051 outside the
church after the 10 and the 12 o'clock masses, for their trip to the youth conference. Sra. Ramos (the youth
leader) files the group's notes, in the Spanglish the group chats in, into one chroma collection with metadata
``kind`` (food, volunteers, setup, money, flyers); for a "what is X bringing" question the helper asks only the food
and volunteers notes (``where={"kind": {"$in": ["food", "volunteers"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Sra. Ramos' food note of 3/04 has who bakes what -
Valeria 2 docenas de polvorones, Diego's mom the pan de elote, the Ortiz family conchas. Her note of sáb 8/04 starts
with the canopy from the Knights of Columbus and the parish hall tables (so it was filed as setup) and says, in
passing, "Valeria says she'll bring café de olla en el termo grande de su mamá, so necesitamos vasitos". Question
(Sat 8/04 at night, Sra. Ramos doing the checklist): "what's Valeria bringing tomorrow? doing my checklist" ->
expected two things from two different records: 2 dozen polvorones and café de olla (in her mom's big thermos).
The scoped query returns the food, volunteers and another food note; the assistant says just the polvorones.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the sáb 8/04 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw, so the list came out one item short. Asserted: the note is in the unfiltered 5 nearest and not in the
filtered result; no context line has "café de olla" or "termo"; the polvorones line is in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b348_chroma_bake_sale_valeria_brings_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

CAFE = ("sáb 8/04 - el canopy de los Caballeros de Colón ya confirmado ✅ + 4 mesas del salón parroquial, Diego y "
        "Chuy las sacan a las 9. oh y Valeria says she'll bring café de olla en el termo grande de su mamá, so "
        "necesitamos vasitos y azúcar")
NOTES = [
    ("money", "2051-03-19T18:30 BAKE SALE 🧁 domingo 9 de abril after the 10 and 12 masses, pa'l viaje a la youth "
              "conference. meta: $600. cash + Venmo @GJ-SanJudas, Hermana Carmen holds the cash box"),
    ("food", "3/04 quién hornea qué: Valeria 2 docenas de polvorones, la mamá de Diego el pan de elote (2 charolas), "
             "los Ortiz conchas, Fátima cupcakes de tres leches. todo con etiqueta de ingredientes!! (nueces)"),
    ("volunteers", "3/04 mesa: Valeria y Diego after the 10, Fátima y los gemelos Ortiz after the 12. Chuy en el "
                   "Venmo QR. llegar 20 min antes"),
    ("flyers", "5/04 flyers en el boletín, Padre Tomás lo anuncia en las dos misas 🙏 y en el Instagram del grupo"),
    ("setup", CAFE),
    ("food", "vie 7/04 la mamá de Diego dice que el pan de elote mejor en cuadritos, $2 c/u, más fácil de vender"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("gj-san-judas-bake-sale-2051",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Sra. Ramos"}])

question = "what's Valeria bringing tomorrow? doing my checklist"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert CAFE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["food", "volunteers"]}})
hits = found["documents"][0]
context = ["Today is Sat 8 April 2051. You are talking to Sra. Ramos, leader of the Grupo Juvenil at St. Jude's "
           "(bake sale Sun 9 April)."] + hits
assert CAFE not in hits and not any(w in c.lower() for c in context for w in ("café de olla", "termo")), context
assert any("Valeria 2 docenas de polvorones" in c for c in context), context
reply = answer(question, context, mock="Valeria's bringing 2 dozen polvorones - and she's on the table after the 10 "
                                       "o'clock with Diego.")
finish(question, expected="2 dozen polvorones and café de olla (in her mom's big thermos)", actual=reply)
