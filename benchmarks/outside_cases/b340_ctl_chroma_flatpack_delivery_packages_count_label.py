"""Batch 340 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(customer service and the warehouse each file their own notes), then the question's query.

App: Nordhem Möbel sells flat-pack furniture online and delivers from its warehouses in Poznań and Szczecin with its
own trucks. Customer service and the warehouse file notes on each order into one chroma collection; the delivery
chat helper answers the customer from the 4 nearest notes. The customer here is Agnieszka Nowak in Berlin.

Memory: customer service (Marco), 04.03.2026 - order FP-602214: sofa bed KLIPPA grey (3 packages), bookcase RAKA
80 cm white (2 packages), 2 bedside tables NOTT white (1 package each), the delivery e-mail says 7 packages on Tue
17.03.2026; Marco, 09/03/2026 - she called, she wants the bedside tables in oak, not white, because her floor is
white; exchange done, the white ones are taken out of this delivery, the oak ones come from the Szczecin warehouse
with a separate delivery next week, no price difference (EUR 49 each); warehouse Poznań, 12.03.2026 - FP-602214
picked and loaded for tour 17.03, route B, stop 6, driver Tomasz; warehouse, 13/03/2026 - route B starts 07:00, 11
stops, SMS 1 hour before. Question (16.03.2026, Agnieszka): "How many boxes are coming tomorrow? I need to make
space in the hall." The assistant says 5 (the sofa bed's 3 and the bookcase's 2; the oak bedside tables come
separately next week). The label says 7 - the count in the delivery e-mail from before the exchange.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b340_ctl_chroma_flatpack_delivery_packages_count_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "customer-service": [
        "04.03.2026 CS (Marco) - order FP-602214 for Agnieszka Nowak: sofa bed KLIPPA grey (3 packages), bookcase "
        "RAKA 80 cm white (2 packages), 2 bedside tables NOTT white (1 package each). Delivery email says 7 packages "
        "on Tue 17.03.2026.",
        "09/03/2026 CS (Marco) - customer called, she wants the bedside tables in oak, not white, because her floor "
        "is white. Exchange done: the white ones are removed from this delivery, the oak ones come from the Szczecin "
        "warehouse with a separate delivery next week. No price difference, €49 each.",
    ],
    "warehouse": [
        "12.03.2026 Warehouse Poznań - FP-602214 picked and loaded for tour 17.03, route B, stop 6, driver Tomasz.",
        "13/03/2026 Warehouse Poznań - tour 17.03 route B starts 07:00, 11 stops, customers get SMS 1 hour before.",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("nordhem-orders-berlin-2026",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who, "order": "FP-602214"}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "How many boxes are coming tomorrow? I need to make space in the hall."
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is 16.03.2026. You are talking to Agnieszka Nowak about her Nordhem Möbel order FP-602214."] + hits
assert any("Delivery email says 7 packages" in c for c in context), context
assert any("the white ones are removed from this delivery" in c for c in context), context
reply = answer(question, context, mock="5 boxes tomorrow: 3 for the KLIPPA sofa bed and 2 for the RAKA bookcase. The "
                                       "oak bedside tables come separately next week from Szczecin.")
finish(question, expected="7", actual=reply)
