"""Batch 199 (held out). A gardening club's plant auction: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Bromyard & District Gardening Club hold their spring plant auction on Weds 18th May 2044 in the Public Hall -
members' spare plants and cuttings as lots, viewing from 7, bidding 7.30ish, Ann keeping the book, a raffle. Pat (the
club secretary) types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date":
...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Pat's first note (2044-04-06T20:15) has Derek, the
club's chairman, auctioneering as usual. Her note of Tue 26th Apr says Derek's finally got the date for his hip (the
16th) so he won't be up to standing two hours waving a gavel - Mrs Okafor from the Leominster Hort Soc, who does
their autumn show auction, has said she'll do ours; Derek will still come if Joan drives him; in the same note Sue's
doing the raffle again, prizes to her by the 11th. The extraction keeps only the raffle line: the new auctioneer (and
Derek's op) are never stored, so "Derek (chairman) auctioneering" stays the only auctioneer stored. Question (Mon
16/5, Graham, a new member): "who's doing the auctioneering weds? want to let them know I've got a couple of lots
that need a bit of a spiel - rare hostas" -> expected Mrs Okafor from the Leominster Hort Soc (Derek's having his hip
done). The assistant says Derek, the chairman.

Expected verdict: ExtractionError at mem0.extract inside the 26 Apr add (fault() wraps that one add): the note given
to mem0 names Mrs Okafor as the auctioneer, and what was made from it leaves that out, so the store never held the
fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
Mrs Okafor and the Leominster Hort Soc; no stored memory or context line has Okafor, Leominster or the hip; the
"Derek ... is the auctioneer" line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b199_mem0_plant_auction_auctioneer_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bromyard-gardening-club-pat"
SWAP = ("Derek's finally got the date for his hip - the 16th!! so he wont be up to standing 2 hrs waving a gavel. "
        "Mrs Okafor from the Leominster Hort Soc (she does their autumn show auction) has said she'll do ours 🙏 "
        "Derek'll still come if Joan drives him. raffle - Sue's doing it again, prizes to her by the 11th pls")
NOTES = [
    ("2044-04-06T20:15", "PLANT AUCTION weds 18th may, Public Hall. viewing from 7, bidding 7.30ish. Derek (chairman) "
                         "auctioneering as per, gavel's in the cupboard. lots £1 each to put in, club takes 10% of "
                         "what they go for",
     ["The plant auction is Weds 18 May in the Public Hall, viewing from 7 and bidding from about 7.30",
      "Derek, the club chairman, is the auctioneer as usual",
      "Lots cost £1 each to enter and the club takes 10% of the selling price"]),
    ("14/4", "lot sheets - 3 copies, one stays with the lot, one to Ann (she's doing the book), one for the seller. "
             "and please NO bindweed in the pots this yr 🙄",
     ["Each lot needs 3 lot sheets: one with the lot, one for Ann who keeps the book, one for the seller",
      "Pots must not have bindweed in them"]),
    ("Tue 26th Apr", SWAP,
     # the planted fault: Mrs Okafor taking over the auctioneering (and Derek's hip) is dropped
     ["Sue is doing the raffle again; raffle prizes to her by the 11th"]),
    ("9.5.", "paying - cash or cheque on the night to Ann at the book table, card machine's broke again. collect your "
             "lots by 9.30, caretaker locks up at 10 sharp",
     ["Payment is cash or cheque to Ann at the book table on the night; the card machine is broken",
      "Lots must be collected by 9.30; the hall is locked at 10"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bromyard-gc-auction-44"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "Mrs Okafor from the Leominster Hort Soc" in note and "she'll do ours" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("who's doing the auctioneering weds? want to let them know I've got a couple of lots that need a bit "
                "of a spiel - rare hostas")
    hits = []
    for query in ("who is the auctioneer at the plant auction", "auctioneering", "who runs the auction"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 16 May 2044. You are talking to Graham, a new member of Bromyard & District Gardening "
               "Club; the plant auction is Weds 18 May in the Public Hall."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("okafor", "leominster", "hip", "gavel", "joan")), stored
    assert any("Derek, the club chairman, is the auctioneer" in c for c in context), context
    reply = answer(question, context, mock="Derek, the club chairman - he's the auctioneer as usual, so have a word "
                                           "with him at viewing from 7.")
finish(question, expected="Mrs Okafor from the Leominster Hort Soc - Derek's having his hip done", actual=reply)
