"""Batch 205 (held out). A village hall's harvest auction: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Clunbury village hall's harvest auction was Sat 6th Oct 2046, after the harvest festival - the produce off the
church windowsills and whatever people bring (marrows, cider, a hamper, half a lamb, logs), Derek the auctioneer,
Mike writing the bids down, pie + peas supper in the hall. Jan (the hall treasurer) types her notes into the hall's
helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; bidders ask it what they owe.

Planted fault (ExtractionError, a fact dropped at extraction): Jan's results note (2046-10-06T22:40) has lot 3
(Gwen's marrow) £12 to Pete Hughes and lot 9 (Bryn's cider, 6 bottles) £20 to Pete. Her note of 8.10. says Mike rang,
he misheard the cider on the night - Pete's bid was £30 not £20, and Pete agrees - and, while she's at it, that lot 22
(the log pile) went to Pete for £40 and never got written down, so chase him for all 3. The extraction keeps the
log pile and the chasing and drops the cider correction: "cider £20 to Pete" stays the only cider price stored.
Question (Thu 11/10, Pete): "how much do I owe u for my lots? want to drop it round" -> expected £82 (marrow £12 +
cider £30 + logs £40). The assistant says £72 (£12 + £20 + £40).

Expected verdict: ExtractionError at mem0.extract inside the 8.10. add (fault() wraps that one add): the note given
to mem0 has the £30 cider bid, and what was made from it leaves it out, so the store never held the figure the sum
needs; the searches and the answer then worked faithfully on what was stored. Asserted: the note says £30 not £20;
no stored memory or context line has £30; the results note's £20 cider line, the marrow and the log pile are in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b205_mem0_harvest_auction_pete_owes_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clunbury-hall-harvest-jan"
FIXED = ("8.10. Mike rang - he misheard on the cider 🙈 Pete's bid was £30 not £20, Pete agrees (says he was robbed "
         "lol). ALSO lot 22 the log pile went to Pete for £40, nobody wrote it down on the night!! so pls chase him "
         "for all 3")
NOTES = [
    ("2046-10-06T22:40", "AUCTION 🍎🎃 made £1,212!! for the book: lot 3 (Gwen's marrow) £12 Pete Hughes, lot 9 the "
                         "cider (Bryn's, 6 btls) £20 Pete again, lot 14 Co-op hamper £46 the Prices, lot 17 half a "
                         "lamb £85 Mrs Lloyd. Derek on form as ever",
     ["Harvest auction made £1,212",
      "Lot 3, Gwen's marrow, went to Pete Hughes for £12",
      "Lot 9, Bryn's cider (6 bottles), went to Pete Hughes for £20",
      "Lot 14, the Co-op hamper, went to the Prices for £46",
      "Lot 17, half a lamb, went to Mrs Lloyd for £85"]),
    ("7/10", "supper - 64 pie + peas @ £4, Sue's apple crumble gone in 10 mins flat. hall left tidy-ish, Keith's doing "
             "the floor weds",
     ["64 pie and peas suppers were sold at £4",
      "Sue's apple crumble sold out",
      "Keith is doing the hall floor on Wednesday"]),
    ("8.10.", FIXED,
     # the planted fault: the cider correction (£30, not £20) is dropped
     ["Lot 22, the log pile, went to Pete Hughes for £40 but was not written down on the night",
      "Jan needs to chase Pete Hughes for payment for all three of his lots"]),
    ("Tue 9th", "pay by sat 13th pls - cash or cheque (Clunbury Village Hall) to me or in the box in the hall "
                "kitchen",
     ["Auction lots to be paid by Sat 13 Oct",
      "Payment is cash or cheque payable to Clunbury Village Hall, to Jan or in the box in the hall kitchen"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clunbury-harvest-46"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == FIXED:
            assert "£30 not £20" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do I owe u for my lots? want to drop it round"
    hits = []
    for query in ("Pete Hughes lots", "auction results what Pete owes", "cider lot price"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 11 Oct 2046. You are talking to Pete Hughes, who bought lots at Clunbury village hall's "
               "harvest auction on Sat 6 Oct."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any("30" in s for s in stored + context[1:]), stored
    assert any("cider" in c and "£20" in c for c in context), context
    assert any("marrow" in c and "£12" in c for c in context), context
    assert any("log pile" in c and "£40" in c for c in context), context
    reply = answer(question, context, mock="£72 altogether - £12 for the marrow, £20 for the cider and £40 for the "
                                           "log pile. Cash or a cheque to Clunbury Village Hall.")
finish(question, expected="£82 - marrow £12, cider £30 (Mike misheard it as £20) and the log pile £40", actual=reply)
