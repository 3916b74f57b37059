"""Batch 67 (held out). A dog-walking business's client notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Kirsty runs "Muddy Paws" out of Nailsworth (solo walks, small pack walks on the common, 14 regular dogs, her own
van with three crates). She dictates client notes into mem0 with ``memory.add(messages, user_id="muddy-paws",
metadata={"date": ...})`` and mem0's LLM pulls the facts out. Eight notes, May - June 2029.

Planted fault (ExtractionError, omitted at extraction): Biscuit's key was under the blue pot by the front step (first
note); then Mrs Pryor texted: "Mrs P txtd - after the break in at no.12 she's not leaving the key under the pot any
more, its in a key safe on the side gate now, code 1984 (her wedding yr she says lol). oh + Biscuit's been spayed
thurs so lead only for 10 days, no common". The extraction keeps the spay and the lead-only rule and drops the key
safe. Question (Tue 12/6, Callum, covering Kirsty's round while she's at her sister's): "where do I get the key for
Biscuit's?" -> expected the key safe on the side gate. The assistant says under the blue pot.

Expected verdict: ExtractionError at mem0.extract inside the 7/6 add (fault() wraps that one add). Asserted: the
note has the key safe; no stored memory mentions the key safe or the code, while the spay and the lead-only rule from
the same note are in the context, and so is the blue pot. Another reading: none that we see; the searches return
every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b67_mem0_dogwalk_biscuit_key_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "muddy-paws"
TEXT = ("Mrs P txtd - after the break in at no.12 she's not leaving the key under the pot any more, its in a key safe "
        "on the side gate now, code 1984 (her wedding yr she says lol). oh + Biscuit's been spayed thurs so lead only "
        "for 10 days, no common")
NOTES = [
    ("2029-05-14", "new client!! Mrs Pryor, 14 Orchard Rd. Biscuit, springer, 3, pulls like a train - use the "
                   "harness not the collar. key's under the blue pot by the front step. m/w/f 12-1, £14 a walk",
     ["Biscuit is Mrs Pryor's 3-year-old springer spaniel at 14 Orchard Rd; walk her on the harness, she pulls",
      "The key for Biscuit's house is under the blue pot by the front step",
      "Biscuit is walked Monday, Wednesday and Friday 12-1 at £14 a walk"]),
    ("16/5", "Otto (the sausage x) - owners away 2-9 June, doing drop ins 2x a day, feed 1 scoop am + pm",
     ["Otto's owners are away 2-9 June: two drop-ins a day, one scoop of food morning and evening"]),
    ("May 21st", "van's nearside crate latch broken again. cable tie for now, new one from Pets at Home",
     ["The van's nearside crate latch is broken; held with a cable tie until a new one is bought"]),
    ("2029-06-07", TEXT,
     # the planted fault: the key safe (and its code) is not extracted
     ["Biscuit was spayed on Thursday; lead walks only for 10 days, no walks on the common"]),
    ("8.6", "Callum covering my round 11-15 june while I'm at Jo's for the baby. he's got the spare van keys",
     ["Callum is covering Kirsty's round 11-15 June; he has the spare van keys"]),
    ("Jun 9", "Bramble's mum paid to end of June, £210 cash. receipt in the glovebox",
     ["Bramble's owner has paid to the end of June, £210 cash"]),
    ("2029-06-09", "Pip - whippet, nervous of bikes, keep him away from the cycle path on the common",
     ["Pip the whippet is nervous of bikes; keep him away from the cycle path on the common"]),
    ("10/6/29", "reminder for Callum: poo bags in the door pocket, towels in the back, gate codes in the van book",
     ["Poo bags are in the van door pocket and towels in the back; gate codes are in the van book"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == TEXT:
                assert "key safe" in note and "spayed" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do I get the key for Biscuit's?"
    with turn_span("question Tue 12/6"):
        hits = []
        for query in ("Biscuit key house where", "Mrs Pryor Orchard Rd key", "Biscuit spaniel walks lead",
                      "key safe gate code"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 12 June 2029. You are talking to Callum, who is covering Kirsty's round this week."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("blue pot" in c for c in context), context
        assert any("spayed" in c and "lead walks only" in c for c in context), context
        assert not any("key safe" in s or "1984" in s or "side gate" in s for s in stored + context), stored
        reply = answer(question, context, mock="Under the blue pot by Mrs Pryor's front step, 14 Orchard Rd. "
                                               "Harness not collar, and lead only at the moment - she's just been "
                                               "spayed.")
finish(question, expected="from the key safe on her side gate (code 1984) - she stopped leaving it under the pot",
       actual=reply)
