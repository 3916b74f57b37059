"""Batch 382 (held out). A chop bar in Accra: chromadb collection of the owner's notes, script style (every call its
own trace); for a "how much" question the helper asks only the price, menu and orders notes, and the note with the
new fufu price was filed under the suppliers.

App: God's Time Chop Bar at Kpletso junction, on the Madina road - waakye in the morning, fufu with light soup or
groundnut soup from 11, kenkey and fried fish all day, and office orders delivered around Madina. Maame Esi (the
owner) files her notes into one chroma collection with metadata ``kind`` (prices, menu, orders, suppliers, staff,
hours); for a "how much" question the helper asks only the prices, menu and orders notes
(``where={"kind": {"$in": ["prices", "menu", "orders"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the price list of 01/03/26 has fufu and light soup with
goat at GH₵ 45 and the waakye special at GH₵ 27.50. Maame Esi's note of Tue 10/03/26 starts with Auntie Dede, the
plantain queen at Madina market, increasing plantain and cassava again (so it was filed as suppliers) and says that
because of it fufu with goat is GH₵ 55 now, not 45 - the waakye stays the same. Question (Thu 12/03/26, Mr Owusu, who
orders lunch for his office): "please how much for 6 fufu with goat light soup and 4 waakye special? we're sending
somebody to pay before 12" -> expected GH₵ 440 (6 x 55 + 4 x 27.50). The scoped query returns the price list, the
menu and the orders notes; the assistant says GH₵ 380.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Tue 10/03/26 note is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
GH₵ 55 or Auntie Dede's increase; the GH₵ 45 fufu and the GH₵ 27.50 waakye are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b382_chroma_chopbar_fufu_order_cost_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PRICE = ("Tue 10/03/26 - herh, Auntie Dede the plantain queen has increased plantain and cassava again 😩 a bunch is "
         "GH₵ 45 now. so by force fufu with goat light soup is GH₵ 55 from today, not 45. waakye special same "
         "price, tell the customers small small")
NOTES = [
    ("prices", "01/03/26 PRICE LIST 📋 fufu + light soup with goat GH₵ 45, with chicken GH₵ 40, waakye special (egg, "
               "wele, gari, talia, fish) GH₵ 27.50, kenkey + fried fish + pepper GH₵ 25"),
    ("menu", "01/03/26 groundnut soup only Wednesdays and Fridays, light soup everyday. waakye finishes by 10am, "
             "don't promise anybody waakye after 10 o"),
    ("orders", "04/03/26 office orders - call before 10am for lunch. 10 plates and above we deliver free within "
               "Madina, below that GH₵ 10 delivery. pay before the food leaves"),
    ("suppliers", PRICE),
    ("staff", "Mon 09/03/26 Kwesi is pounding the fufu this week, Adwoa on the waakye pot, new girl Akua washing "
              "plates. GH₵ 40 a day plus chop"),
    ("hours", "Sat 07/03/26 light off again 🙄 we used the gen, closed 8pm not 9. generator fuel GH₵ 150"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("gods-time-chopbar-2026",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Maame Esi"}])

question = ("please how much for 6 fufu with goat light soup and 4 waakye special? we're sending somebody to pay "
            "before 12")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PRICE in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["prices", "menu", "orders"]}})
hits = found["documents"][0]
context = ["Today is Thu 12 March 2026. You are talking to Mr Owusu, who orders lunch for his office from God's Time "
           "Chop Bar (Kpletso junction, Madina road)."] + hits
assert PRICE not in hits and not any(w in c.lower() for c in context for w in ("gh₵ 55", "increased")), context
assert any("fufu + light soup with goat GH₵ 45" in c for c in context), context
assert any("waakye special (egg, wele, gari, talia, fish) GH₵ 27.50" in c for c in context), context
reply = answer(question, context, mock="GH₵ 380 - 6 fufu with goat at GH₵ 45 is 270, plus 4 waakye special at "
                                       "27.50 is 110. 10 plates, so delivery is free.")
finish(question, expected="GH₵ 440 - fufu with goat is GH₵ 55 now (Auntie Dede increased plantain), 6 x 55 = 330, "
                          "plus 4 x 27.50 = 110", actual=reply)
