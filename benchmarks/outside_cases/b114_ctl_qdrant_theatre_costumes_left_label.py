"""Batch 114 (held out), CONTROL: nothing planted; the label is wrong. qdrant query, script style (each call its own
trace).

App: Northgate Youth Theatre's wardrobe notes for Peter Pan go into one qdrant collection; the helper answers Gemma,
the director, from a query.

Memory: the costume list has Hook's coat + hat, 6 pirates, Tinkerbell's wings, the crocodile, 8 Lost Boys, Nana's
dog suit and Wendy's nightie. Since then: the pirates are done but for the hats; Lost Boys and Nana sorted from the
store; Hook's coat arrived but is too big, Mrs Kaur to take it in; Dan's doing a foam croc head, the body's still
to do; Mia's mum found Mia's old fairy wings from her 6th birthday, "v sparkly, they'll do for Tink", bringing them
weds; Gemma has a nightie. Question (Weds 4/3, Gemma): "what costumes have we still got to finish?" The assistant
says the pirate hats, taking in Hook's coat, and the crocodile's body. The label says the pirate hats, Tink's wings
and the crocodile - the wings are in memory, but as sorted.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b114_ctl_qdrant_theatre_costumes_left_label", ["qdrant", "litellm"])

from qdrant_client import QdrantClient, models  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    "COSTUME LIST Peter Pan: Hook coat + hat, 6 pirates, Tinkerbell wings, crocodile, Lost Boys x8, Nana dog suit, "
    "Wendy nightie",
    "14/2 Mrs Kaur - pirates all done (6!), just the hats to sort, can anyone do bandanas??",
    "22.2. Lost Boys sorted from the onesies in the store. Nana suit we still have from 2034, smells a bit, washing it",
    "mia's mum found mia's old fairy wings from her 6th, v sparkly, they'll do for Tink - bringing them weds",
    "Hook's coat from the RSC sale arrived, way too big, Mrs Kaur to take it in (she's not thrilled lol)",
    "croc - Dan's making a foam head so Alfie can actually stand up, body still to do, green fleece in the cupboard",
    "Wendy nightie - I've got one of my mum's, done. G",
]

client = QdrantClient(":memory:")
client.create_collection("northgate-wardrobe", vectors_config=models.VectorParams(size=256,
                                                                                  distance=models.Distance.COSINE))
client.upsert("northgate-wardrobe", points=[
    models.PointStruct(id=i, vector=offline.embed([text])[0], payload={"text": text})
    for i, text in enumerate(NOTES, 1)])

question = "what costumes have we still got to finish?"
vector = offline.embed(["costumes still to do finish hook pirates tink wings crocodile"])[0]
hits = [p.payload["text"] for p in client.query_points("northgate-wardrobe", query=vector, limit=7).points]
context = ["Today is Weds 4 March 2037. You are talking to Gemma, the director."] + hits
assert any(c.startswith("COSTUME LIST") for c in context), context
assert any("they'll do for Tink" in c for c in context), context
assert any("just the hats" in c for c in context) and any("body still to do" in c for c in context), context
assert any("Mrs Kaur to take it in" in c for c in context), context
reply = answer(question, context, mock="Three bits: hats for the pirates, Hook's coat needs taking in (Mrs Kaur), "
                                       "and the crocodile's body - Dan's doing the head.")
finish(question, expected="the pirate hats, Tinkerbell's wings and the crocodile", actual=reply)
