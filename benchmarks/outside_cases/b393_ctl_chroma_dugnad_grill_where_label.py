"""Batch 393 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the dugnad committee and the board each file their own notes), then the question's query.

App: Krokhaugen borettslag (40 flats, blocks A-C) hold their dugnad on lør 06.05.2051 - the beds, the hedges, a
container, and a barbecue afterwards with sausages and lompe. Linn (dugnadskomiteen) and Per (styret) file notes
into one chroma collection; the helper answers residents' questions from the 4 nearest.

Memory: Linn, 10.04.2051 kl. 18.40 - dugnad lør 06.05. kl. 10-14, barbecue afterwards by the playground at kl. 14,
sausages and lompe, soft drinks for the kids; Linn, 25.04. - 27 of 40 signed up, Kari brings the coffee maker; Per,
tirs 02.05. - the playground is closed off from Thursday, the new safety surface is being poured and has to cure for
a week, so we barbecue on the lawn behind block C instead, same time, the grill gets moved Friday evening; Per,
03.05. - the container comes Friday kl. 15, on the guest parking. Question (fre 05.05., Sunniva in A2): "hvor er
grillingen etter dugnaden? må si fra til ungene hvor de skal møte" The assistant says on the lawn behind block C, kl.
14 - the playground is closed for the new surface. The label says by the playground.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b393_ctl_chroma_dugnad_grill_where_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "linn": [
        "10.04.2051 kl. 18.40 DUGNAD 🌷 lør 06.05. kl. 10-14. grilling etterpå ved lekeplassen kl. 14, pølser + lompe, "
        "brus til ungene. ta med hagesaks hvis dere har",
        "25.04. påmelding: 27 av 40 leil. så langt 👍 Kari tar med kaffetrakteren, Egil ordner pølsene",
    ],
    "per": [
        "tirs 02.05. - lekeplassen er sperret fra torsdag 🚧 nytt fallunderlag støpes og må herde en uke, så vi griller "
        "på plenen bak blokk C i stedet, samme tid. grillen flyttes fre kveld",
        "03.05. containeren kommer fre kl. 15, står på gjesteparkeringen. ikke maling/elektrisk!!",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("krokhaugen-dugnad-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "hvor er grillingen etter dugnaden? må si fra til ungene hvor de skal møte"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["I dag er fredag 05.05.2051. Du snakker med Sunniva i A2, beboer i Krokhaugen borettslag (dugnad lør "
           "06.05.)."] + hits
assert any("grilling etterpå ved lekeplassen kl. 14" in c for c in context), context
assert any("lekeplassen er sperret" in c and "plenen bak blokk C" in c for c in context), context
reply = answer(question, context, mock="På plenen bak blokk C, kl. 14 - lekeplassen er sperret pga. det nye "
                                       "fallunderlaget, så grillen er flytta dit.")
finish(question, expected="ved lekeplassen", actual=reply)
