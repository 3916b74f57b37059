"""Batch 40 (held out). A church food bank's session notes: chromadb EphemeralClient with memtrace's offline
embedding function, script style (each call its own trace).

App: St Aidan's Community Food Bank (church hall, open Tue 10-12 and Sat 10-1; referrals by voucher from the CAB,
health visitors and the school). Bev the coordinator keeps her notes in one collection with metadata
``{"session", "kind"}`` (session = the Saturday it was written for, e.g. "sat-4oct", or "general"). After each
Saturday the app clears out that session's notes so the assistant stops quoting old rotas and parcel counts.
Twelve notes, September - October 2025.

Planted fault (DeletionError): Bev's write-up of Sat 4 Oct also holds something the month's shopping list needs: "sat
4/10 - 31 parcels out, 3 new referrals from the health visitor (all young families). we're right out of size 5
nappies, pls add to Oct's shopping list. urn's on the blink again, Ken's looking at it". The clear-out after that
Saturday (session = sat-4oct) deletes it. Question (Mon 6/10): "what's on this month's shopping list for the cash
and carry?" -> expected tinned meat, UHT milk and size 5 nappies, spread over three notes. The assistant gets the
meat and the milk, not the nappies.

Expected verdict: DeletionError at chroma.delete (the one delete in fault()). Asserted: the write-up is returned by
the query before the delete and is neither stored nor in the context after; the tinned meat and UHT notes are in
the context. Another reading: none that we see; nothing else writes that note.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b40_chroma_foodbank_shopping_list_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

WRITE_UP = ("sat 4/10 - 31 parcels out, 3 new referrals from the health visitor (all young families). we're right "
            "out of size 5 nappies, pls add to Oct's shopping list. urn's on the blink again, Ken's looking at it")
NOTES = [
    ("general", "admin", "open Tues 10-12 + Sats 10-1, hall side door, vouchers only (CAB, HV, school, GP)"),
    ("general", "shopping", "Oct shopping list so far - tinned meat (stew, corned beef, hot dogs) we're always short, "
                            "£150 from the harvest collection to spend at Booker"),
    ("sat-27sep", "rota", "Sat 27/9 rota: Bev, Ken, Maureen on the door, Josh (DofE) packing"),
    ("sat-4oct", "rota", "Sat 4th - Maureen away, Pat covering the door, Josh + his mate Ollie packing"),
    ("general", "stock", "milk - long life only, fresh goes off over the weekend. UHT semi on the list for Oct, "
                         "the Co-op stopped their donation"),
    ("sat-4oct", "misc", WRITE_UP),
    ("general", "donations", "harvest festival 28/9: 3 car loads from St Aidan's school, mostly pasta + beans"),
    ("sat-27sep", "misc", "27/9 quiet one, 18 parcels, Mrs O'Brien's referral ran out, told her to see the CAB"),
    ("general", "volunteers", "new volunteer Amira, DBS came thru, starting Tues"),
    ("general", "admin", "Trussell Trust stats due to the diocese by 10th each month, Bev does them"),
    ("general", "stock", "we've got loads of pasta + tinned toms, don't buy any, tell people to bring other stuff"),
    ("general", "admin", "Booker card is in the office drawer, Ken has the van on Weds"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("st-aidans-foodbank", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"session": s, "kind": k} for s, k, _ in NOTES])

question = "what's on this month's shopping list for the cash and carry?"
before = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert WRITE_UP in before, before

# the clear-out after Saturday 4 October
with fault():
    notes.delete(where={"session": "sat-4oct"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=8)["documents"][0]
context = ["Today is Mon 6/10/25."] + hits
assert WRITE_UP not in stored
assert any("tinned meat" in c for c in context), context
assert any("UHT semi on the list" in c for c in context), context
assert not any("nappies" in c for c in context + stored), context
reply = answer(question, context, mock="Tinned meat - stew, corned beef, hot dogs - and UHT semi-skimmed milk. "
                                       "You've £150 from the harvest collection for Booker; no pasta or tinned "
                                       "toms needed.")
finish(question, expected="Tinned meat, long-life milk and size 5 nappies", actual=reply)
