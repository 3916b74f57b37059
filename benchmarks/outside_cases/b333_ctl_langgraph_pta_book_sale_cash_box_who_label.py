"""Batch 333 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads (the PTA chair and the treasurer each file their own notes), then the question's search.

App: Stubbing Wharf Primary's PTA hold a second-hand book sale on Fri 7th Oct 2050 in the hall, 3.15-4.30 - kids'
books, paperbacks, hardbacks, cookery, a float and a cash box, a card reader on someone's phone, the takings to the
Year 6 residential fund. Kerry (PTA chair) and Gemma (treasurer) file notes into ("stubbing-wharf-pta",
"book-sale-2050") in the PTA's helper; the helper answers volunteers' questions from all of them.

Memory: Kerry, 2050-09-06T20:30 - book sale Fri 7th Oct 3.15-4.30 in the hall, Gemma on the cash box and float as
usual, Jo on the card reader; Kerry, 19/9 - tables and signs Thursday, Year 6 on the kids' table; Gemma, Sun 25th
Sept - she's away that week at her sister's wedding in Cork, so Raj is doing the float and the cash box, picking the
float up from the bank Weds, counting up in the office after; Gemma, Tue 27/9 - £40 float in coins, bags for the
takings in the PTA cupboard. Question (Thu 6/10, Jo): "who's doing the cash box on fri? need to sort out who I'm
cashing up the card reader with" The assistant says Raj (Gemma's away at her sister's wedding). The label says
Gemma.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b333_ctl_langgraph_pta_book_sale_cash_box_who_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("stubbing-wharf-pta", "book-sale-2050")
NOTES = {
    "kerry": [
        ("2050-09-06T20:30", "BOOK SALE 📚 fri 7th oct 3.15-4.30 in the hall. Gemma on the cash box + float as usual "
                             "💷 Jo on the card reader. takings to the Yr 6 residential"),
        ("19/9", "tables + signs thurs after school, Yr 6 on the kids' table, Mrs Hussain's lending us the trolleys"),
    ],
    "gemma": [
        ("Sun 25th Sept", "I'm away that wk at my sister's wedding in Cork 💒 so Raj is doing the float + cash box, "
                          "he's picking the float up from the bank weds, counting up in the office after"),
        ("Tue 27/9", "£40 float in coins, bags for the takings in the PTA cupboard (top shelf), paying-in book w/ "
                     "them"),
    ],
}

store = InMemoryStore()


def file_notes(who: str) -> None:
    for i, (day, text) in enumerate(NOTES[who], 1):
        store.put(NS, f"{who}-{i}", {"day": day, "from": who, "text": text})


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's doing the cash box on fri? need to sort out who I'm cashing up the card reader with"
context = ["Today is Thu 6 October 2050. You are talking to Jo, a volunteer at Stubbing Wharf Primary PTA's book "
           "sale (Fri 7 Oct)."] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(NS, limit=50)]
assert any("Gemma on the cash box + float as usual" in c for c in context), context
assert any("Raj is doing the float + cash box" in c and "sister's wedding" in c for c in context), context
reply = answer(f"(Jo) {question}", context,
               mock="Raj - Gemma's away at her sister's wedding that week, so he's doing the float and the cash box "
                    "and counting up in the office after.")
finish(question, expected="Gemma", actual=reply)
