"""Batch 392 (held out). A Colombo temple's all-night pirith: chromadb collection of the dayaka sabha's notes,
script style (every call its own trace); once the pirith is over the secretary deletes the pirith notes (copied
into the minute book), and one of them said where the left-over pirith nool and pirith pan went.

App: the dayaka sabha of Sri Gnanaloka Viharaya (an invented temple in Colombo) held an all-night pirith on Sat
12/04/2053 in the temple hall, with a morning dana for the chanting monks on Sun 13/04. Dhammika (the secretary) and
Lalith (the treasurer) file notes into one chroma collection with metadata ``kind`` (pirith, dana, poya, finance);
the helper answers the dayaka families from the 4 nearest. On Mon 14/04 Dhammika clears out the pirith notes with
``delete(where={"kind": "pirith"})``.

Planted fault (DeletionError): the dana note (2053-03-30T18:20) says the pirith nool and pirith pan will be given at
the temple office after the morning dana. Dhammika's pirith note of Sun 13/04 thanks everyone and says, in passing,
that the temple office is being painted from tomorrow, so the balance pirith nool and the pirith pan bottles are
with Malini akka, 23 Bodhiraja Mawatha (green gate next to the tailor), and the families who couldn't come can
collect from her till the Poya. The clear-out deletes it with the other pirith notes. Question (Weds 16/04,
Chandani): "where do I get the pirith nool for amma? she couldn't come on saturday, she's asking and asking" ->
expected from Malini akka's house, 23 Bodhiraja Mawatha (the office is being painted). The assistant says the
temple office.

Expected verdict: DeletionError at chroma's delete (the clear-out, wrapped in fault()): the Sun 13/04 note was in
the collection and in the question's 4 nearest before the delete, and the delete removed it while it still decided
the answer. Asserted: the note is in the 4 nearest before the delete and gone from the collection and the context
after it (nothing on Malini, Bodhiraja Mawatha or the painting); the dana note's temple office line is in the
context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b392_chroma_temple_pirith_nool_where_delete", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MALINI = ("Sun 13/04 pirith over, thank you all 🙏🙏 so many people came, sadhu sadhu. aney temple office is being "
          "painted from tmrw so the balance pirith nool + pirith pan bottles are with Malini akka, 23 Bodhiraja "
          "Mawatha (green gate next to the tailor). families who couldn't come can collect from her till Poya")
NOTES = [
    ("p-1", "pirith", "Dhammika", "2053-03-28T20:10 ALL NIGHT PIRITH 🙏 sat 12/04 from 7 pm in the temple hall, 10 "
                                  "hamuduruwo chanting. pls come in white, no?"),
    ("d-1", "dana", "Dhammika", "2053-03-30T18:20 morning dana sun 13/04 for the 10 hamuduruwo - Senanayakes + the "
                                "Gamages. after the dana the pirith nool + pirith pan will be given at the temple "
                                "office"),
    ("p-2", "pirith", "Lalith", "07/04 pirith mandapaya decorating fri 11/04 from 4 pm - young fellows pls come, "
                                "bring ladders. coconut leaves from Gamage uncle's land"),
    ("f-1", "finance", "Lalith", "09/04 pirith expenses so far Rs. 38,500 (sound, flowers, the thorana bulbs). fund "
                                 "balance Rs. 21,000"),
    ("p-3", "pirith", "Dhammika", MALINI),
    ("y-1", "poya", "Dhammika", "Mon 14/04 Bak Poya this sunday 20/04 - sil from 6 am, bana at 10, gilanpasa by the "
                                "Herath family"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("gnanaloka-dayaka-sabha-2053",
                                        embedding_function=offline.chroma_embedding_function())
for nid, kind, who, text in NOTES:
    notes.add(ids=[nid], documents=[text], metadatas=[{"kind": kind, "by": who}])

question = "where do I get the pirith nool for amma? she couldn't come on saturday, she's asking and asking"
before = notes.query(query_texts=[question], n_results=4)["documents"][0]
assert MALINI in before, before
with fault():
    notes.delete(where={"kind": "pirith"})

stored = notes.get()["documents"]
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 16 April 2053. You are talking to Chandani, of a dayaka family of Sri Gnanaloka Viharaya."] \
    + hits
assert MALINI not in stored and not any(w in c.lower() for c in stored + context
                                        for w in ("malini", "bodhiraja", "painted")), stored
assert any("given at the temple office" in c for c in context), context
reply = answer(question, context, mock="From the temple office - the pirith nool and pirith pan are being given out "
                                       "there.")
finish(question, expected="from Malini akka's house, 23 Bodhiraja Mawatha (green gate next to the tailor) - the "
                          "temple office is being painted", actual=reply)
