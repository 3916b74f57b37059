"""Batch 125 (held out). A church lunch club's notes: chromadb collection, the app clears a lunch's notes once its
register and takings are done, script style (each call its own trace).

App: St Michael's Thursday lunch club keeps its standing lists (diets, drivers) and each lunch's notes (who came,
the takings, what people said) in one chroma collection; a lunch's notes carry a ``lunch`` date. Once a lunch's
register and takings are entered, the app deletes its notes with ``where lunch == <that date>``.

Planted fault (DeletionError): the standing diet list has Mr Patel veggie, Joan diabetic (fruit not pud) and Bert
no onions. Mavis's note from the Thu 9 Apr lunch says, between the numbers and the raffle, that Mrs Hirst's
daughter rang: the doctor's confirmed she's coeliac, so it's gluten free for her from now on, it wasn't just a tummy
thing. When the 9 Apr takings are entered, the clear-out deletes that lunch's notes, this one with them. Question
(Weds 22/4, Brenda, the cook, doing the shopping list): "what diets have i got to do for tmrw? doing the shopping" ->
expected Mr Patel veggie, Joan diabetic (fruit not pud), Bert no onions and Mrs Hirst gluten free. The assistant
gives the standing list without Mrs Hirst.

Expected verdict: DeletionError at the chroma delete (wrapped in fault()): the note that puts Mrs Hirst on the list
was in the collection and found before the clear-out, and the delete removed it while it still held. Asserted:
Mavis's note is found before the delete and gone from the collection and the context after it; the standing diet
list is in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b125_chroma_lunchclub_diets_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

MAVIS = ("Thu 9 Apr - 23 in, shepherds pie + crumble, takings £103.50. Mrs Hirst's daughter rang, the doctor's "
         "confirmed she's coeliac - so gluten free for her from now on, it wasn't just a tummy thing. Bert left his "
         "hearing aid, it's in the office. raffle £31.50 (Joan won the biscuits again!) Mavis")
DOCS = [
    ({"kind": "standing"}, "DIETS (standing) - Mr Patel veggie. Joan diabetic, fruit instead of pud. Bert no onions "
                           "(says they repeat on him). everyone else anything"),
    ({"kind": "standing"}, "DRIVERS - Ron: Mrs Hirst + Bert (Holme Rd end), Sheila: the Pattersons, Doug: Joan + Mr "
                           "Patel. pick ups from 11.30, home by half 2"),
    ({"kind": "lunch", "lunch": "2037-03-26"}, "26/3 - 19 in, soup + sandwiches (boiler). takings £85.50. Pattersons "
                                               "away at their son's"),
    ({"kind": "lunch", "lunch": "2037-04-09"}, MAVIS),
    ({"kind": "lunch", "lunch": "2037-04-09"}, "9 Apr Brenda - need a new big pan, the handle's gone on the old one. "
                                               "£4.50 a head still covers it just about"),
    ({"kind": "standing"}, "lunch club every other thurs, 12 for 12.30, £4.50 a head. cook Brenda, tea + coffee "
                           "Sheila"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-michaels-lunch", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[m for m, _ in DOCS])

words = "diets tomorrow lunch veggie diabetic gluten free coeliac no onions"
before = notes.query(query_texts=[words], n_results=4)["documents"][0]
assert MAVIS in before, before

with fault():
    notes.delete(where={"lunch": "2037-04-09"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[words], n_results=4)["documents"][0]
question = "what diets have i got to do for tmrw? doing the shopping"
context = ["Today is Weds 22 April 2037. You are talking to Brenda, who cooks for St Michael's lunch club."] + hits
assert MAVIS not in stored and not any("coeliac" in c or "gluten" in c for c in stored + context), stored
assert any("Mr Patel veggie. Joan diabetic" in c for c in context), context
reply = answer(question, context, mock="Three: Mr Patel's veggie, Joan's diabetic (fruit instead of pud) and Bert's "
                                       "no onions. Everyone else has anything.")
finish(question, expected="Mr Patel veggie, Joan diabetic (fruit not pud), Bert no onions, and Mrs Hirst gluten "
                          "free (she's coeliac)", actual=reply)
