"""Batch 354 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the booking feed and the counter's agents each file their own records), then the question's query.

App: Veloce Car Rental's Lyon Saint-Exupery (LYS) counter keeps the reservations of a corporate account in one
chroma collection - the booking feed files each reservation, the counter agents file call notes - and the
assistant answers the drivers' questions from the 4 nearest records.

Memory: booking feed - RA-7781204, LINDQVIST/INGRID MS, Lindqvist Engineering AB, pick-up LYS Terminal 1 Fri
06/10/2051 09:30 local (UTC+2), return Mon 09/10 18:00, Group D; booking feed - RA-7781205, LINDQVIST/PER MR, same
account, pick-up Fri 06/10/2051 09:30 local, Group C; agent note, 05/10/2051 16:20 (N. Girard) - Mr Per Lindqvist
called, his flight SK 4417 now lands 13:40, so his pick-up (RA-7781205) moved to 14:15; Ms Lindqvist's reservation
unchanged, they are not travelling together; agent note, 05/10 - the account is billed to the company, full/full
fuel. Question (Thu 5 Oct 2051 evening, Ms Ingrid Lindqvist): "Could you please confirm what time my car pick-up is
tomorrow?" The assistant says 09:30 (RA-7781204, unchanged). The label says 14:15 - Mr Per Lindqvist's new pick-up
time, a different person's reservation.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b354_ctl_chroma_car_rental_pickup_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RECORDS = {
    "booking-feed": [
        "RA-7781204 - LINDQVIST/INGRID MS - acct Lindqvist Engineering AB - pick-up LYS Terminal 1 Fri 06/10/2051 "
        "09:30 local (UTC+2), return LYS Mon 09/10/2051 18:00 - Group D (Peugeot 3008 or similar), automatic.",
        "RA-7781205 - LINDQVIST/PER MR - acct Lindqvist Engineering AB - pick-up LYS Terminal 1 Fri 06/10/2051 09:30 "
        "local (UTC+2), return LYS Sun 08/10/2051 12:00 - Group C (Renault Clio or similar), manual.",
    ],
    "counter-agents": [
        "05/10/2051 16:20 N. Girard: Mr Per Lindqvist called - his flight SK 4417 now lands 13:40, so his pick-up on "
        "RA-7781205 is moved to 14:15. Ms Lindqvist's reservation (RA-7781204) unchanged - they are not travelling "
        "together, she arrives on the morning train.",
        "05/10 N. Girard: Lindqvist Engineering AB account - billed to company, fuel full/full, deposit waived for "
        "corporate, licences + ID at the counter.",
    ],
}

client = chromadb.EphemeralClient()
records = client.get_or_create_collection("veloce-lys-lindqvist-eng",
                                          embedding_function=offline.chroma_embedding_function())


def file_records(who: str) -> None:
    for i, text in enumerate(RECORDS[who], 1):
        records.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_records, args=(who,), name=f"records-{who}") for who in RECORDS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Could you please confirm what time my car pick-up is tomorrow?"
hits = records.query(query_texts=[f"Ingrid Lindqvist: {question}"], n_results=4)["documents"][0]
context = ["Today is Thu 5 October 2051, 19:00 local. You are Veloce Car Rental's assistant at Lyon Saint-Exupery, "
           "replying to Ms Ingrid Lindqvist (Lindqvist Engineering AB)."] + hits
assert any("LINDQVIST/INGRID MS" in c and "09:30 local" in c for c in context), context
assert any("his pick-up on RA-7781205 is moved to 14:15" in c for c in context), context
reply = answer(question, context,
               mock="Dear Ms Lindqvist, your pick-up is tomorrow, Friday 6 October, at 09:30 local time at Lyon "
                    "Saint-Exupery Terminal 1 (reservation RA-7781204, Group D). Your reservation has not changed.")
finish(question, expected="14:15", actual=reply)
