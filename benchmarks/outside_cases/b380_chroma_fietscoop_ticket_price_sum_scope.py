"""Batch 380 (held out). A bicycle repair co-op's price question: chromadb collection of the co-op's notes, script
style (every call its own trace); for a "what does it cost" question the helper asks only the price, ticket and kassa
notes, and the note with the new buitenband price was filed under the parts orders.

App: Fietscoöperatie De Losse Spaak (an invented repair co-op on the equally invented Spaakmakerskade, Amsterdam)
repairs neighbours' bikes with volunteers; prices are a fixed list, labour per half hour. Sanne (who does the kassa)
files the co-op's notes into one chroma collection with metadata ``kind`` (prijzen, tickets, kassa, bestellingen,
rooster); for a price question the helper asks only the price, ticket and kassa notes
(``where={"kind": {"$in": ["prijzen", "tickets", "kassa"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the price list of 01-02-2026 has a binnenband at €6,50, a
buitenband 28 inch at €19,95 and labour at €12,50 per half hour. Joost's note of wo 11 maart is about the order from
the wholesaler that came in (so it was filed as bestellingen) and says, in passing, that Van der Spek put everything
up 10%, so from today a buitenband 28 inch is €22,50 at us - not €19,95 anymore - the rest stays the same. Question
(za 14-03-2026, Sanne at the counter, ticket #3114): "ticket 3114, omafiets, achterband + binnenband new, about half
an hour work. what do I tell the man it costs all together?" -> expected €41,50 (22,50 + 6,50 + 12,50). The scoped
query returns the price list, the ticket note and the kassa note; the assistant says €38,95.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the wo 11 maart note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
€22,50 or "10%"; the €19,95, €6,50 and €12,50 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b380_chroma_fietscoop_ticket_price_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("wo 11 maart (Joost) - bestelling Van der Spek is binnen: 40 binnenbanden 28 inch, 20 buitenbanden 28 inch, "
         "remkabels. Btw they put everything up 10% 😤 so from today a buitenband 28 inch is €22,50 at us, not €19,95 "
         "anymore. rest of the prijslijst stays the same. Sanne can you fix the bordje (sign) at the kassa?")
NOTES = [
    ("prijzen", "01-02-2026 PRIJSLIJST 2026 🚲 binnenband €6,50 - buitenband 28 inch €19,95 - remblokjes €4,- per set "
                "- arbeid (labour) €12,50 per half uur, first check is gratis. price is incl. montage of the part"),
    ("tickets", "ticket 3114 za 14-03 09:40 - omafiets, zwart, Gazelle-ish. achterband kapot + binnenband, spaken are "
                "ok. about half uur work. klant comes back 13:00, tel in the map"),
    ("kassa", "kassa - pin works again (finally), cash also ok, tikkie only for the regulars pls. every ticket gets a "
              "bonnetje"),
    ("bestellingen", PRICE),
    ("rooster", "rooster za 14 maart: Sanne kassa, Joost + Mehmet in the werkplaats, Fleur does the bakfiets of the "
                "school. koffie is op, somebody bring pls"),
    ("bestellingen", "di 03-03 next order at Van der Spek is for 15 maart, budget max €1.250,- this time. put what we "
                     "need on the whiteboard, not in the app, the app is a mess"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("losse-spaak-2026", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind}])

question = ("ticket 3114, omafiets, achterband + binnenband new, about half an hour work. what do I tell the man it "
            "costs all together?")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prijzen", "tickets", "kassa"]}})
hits = found["documents"][0]
context = ["Today is za 14 maart 2026. You are talking to Sanne, on the kassa at Fietscoöperatie De Losse Spaak."] + hits
assert PRICE not in hits and not any(w in c for c in context for w in ("22,50", "10%")), context
assert any("buitenband 28 inch €19,95" in c and "binnenband €6,50" in c and "€12,50 per half uur" in c
           for c in context), context
reply = answer(question, context, mock="€38,95 all together: buitenband €19,95 + binnenband €6,50 + half uur arbeid "
                                       "€12,50.")
finish(question, expected="€41,50 - buitenband is €22,50 since Van der Spek went up 10%, + binnenband €6,50 + half "
                          "uur €12,50", actual=reply)
