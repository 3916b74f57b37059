"""Batch 302 (held out). A sheepdog trials society's summer trial: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Llanfair & District Sheepdog Trials Society hold their two-day trial on Sat 12th and Sun 13th Aug 2051 on
Emrys's top fields at Pant Farm - an open, a novice and a nursery, Welsh Mules from Huw Cefn, lamb rolls from the WI,
the running-order draw in the Red Lion on the Saturday night. Gwen (the trials secretary) types her notes into the
society's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``; handlers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Gwen's note of 2051-05-02T20:10 has the entry fees -
open £15 a dog, novice £10, nursery £8. Her note of Mon 19 June says that at last night's committee, with Huw wanting
£4 a head for the sheep this year not £3, the open has gone up to £18 a dog, novice and nursery staying as they were
- and, in passing, Dai's doing the tannoy commentary again and they need two more for the pens. The extraction keeps
the commentary and the pens and drops the new fee: £15 stays the only open fee stored. Question (Tue 25/7, Rhys, a
handler): "how much do I send for Meg + Jess in the open and Fly in the nursery? doing the cheque tonight" ->
expected £44 (2 x £18 + £8). The assistant says £38 (2 x £15 + £8).

Expected verdict: ExtractionError at mem0.extract inside the Mon 19 June add (fault() wraps that one add): the note
given to mem0 puts the open up to £18 a dog, and what was made from it leaves that out, so the store never held the
fee the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
£18 a dog; no stored memory or context line mentions £18, the fee going up or Huw's £4 a head; the commentary from
the same note is stored; the first note's £15 a dog is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b302_mem0_sheepdog_trials_entry_fees_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "llanfair-sdt-sec-gwen"
CUT = ("Mon 19 June - committee last nite, went on till 11 as per 🙄 Huw wants £4 a head for the sheep this yr not "
       "£3 (can't blame him, price of everything) so the OPEN goes up to £18 a dog, novice + nursery stay as they "
       "are. Dai's doing the commentary on the tannoy again, and we need 2 more for the pens sat + sun if anyone asks")
NOTES = [
    ("2051-05-02T20:10", "TRIALS 🐑 sat 12th + sun 13th aug, Emrys's top fields at Pant Farm. open £15 a dog, novice "
                         "£10, nursery £8. entries to me by 31st july, cheques payable to 'Llanfair SDT' pls not me!!",
     ["The trials are Sat 12th and Sun 13th Aug on Emrys's top fields at Pant Farm",
      "Entry fees: open £15 a dog, novice £10, nursery £8",
      "Entries go to Gwen by 31st July, cheques payable to Llanfair SDT"]),
    ("22/5", "22/5 sheep this yr from Huw Cefn - welsh mules, 3 a run, he wants them all back on his lorry by 6 sun. "
             "catering WI again, lamb rolls + bara brith 🙌",
     ["The sheep are Welsh Mules from Huw Cefn, 3 a run, back on his lorry by 6 on Sunday",
      "The WI are doing the catering: lamb rolls and bara brith"]),
    ("Mon 19 June", CUT,
     # the planted fault: the open going up to £18 a dog is dropped
     ["Dai is doing the commentary on the tannoy again",
      "Two more volunteers are needed for the pens on Saturday and Sunday"]),
    ("Sat 8th July", "Sat 8th July schedule's printed. open starts 7.30 sharp sun, nursery + novice sat from 8. draw "
                     "for the running order sat nite in the Red Lion, handlers only (+ a pint)",
     ["The open starts at 7.30 sharp on Sunday; the nursery and novice run on Saturday from 8",
      "The running-order draw is on Saturday night in the Red Lion"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="llanfair-sdt-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "the OPEN goes up to £18 a dog" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much do I send for Meg + Jess in the open and Fly in the nursery? doing the cheque tonight"
    with turn_span("question Tue 25/7"):
        hits = []
        for query in ("entry fee open dog", "how much to enter the trials", "nursery entry cheque"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 25 July 2051. You are talking to Rhys, a handler entering Llanfair & District "
                   "Sheepdog Trials (Sat 12 - Sun 13 Aug)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("£18", "goes up", "£4 a head")), stored
        assert any("open £15 a dog" in c for c in context), context
        assert any("commentary" in s for s in stored), stored
        reply = answer(question, context, mock="£38 - £15 each for Meg and Jess in the open plus £8 for Fly in the "
                                               "nursery. Cheque to 'Llanfair SDT', to Gwen by 31st July.")
finish(question, expected="£44 - the open went up to £18 a dog (2 x £18) plus £8 for the nursery", actual=reply)
