"""Batch 378 (held out). A family sari-sari store's utang (credit) list: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Tindahan ni Aling Pacita (Purok 1, Brgy. Bagong Tanglaw). Ate Weng (the daughter who keeps the listahan) chats
with the store's helper as things happen - utang, payments, deliveries, prices; each turn the chat is trimmed to its
last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the utang list as of Sun 3/1 - Kuya Dodong ₱350,
Aling Bebang ₱145, Ate Lyn ₱80. Turn 2 is the Puregold run. In turn 3, Tue 3/3, Weng says Kuya Dodong paid ₱200
kahapon, so he's at ₱150 na lang, the rest on the 15th, sahod. Turn 4, Thu 3/5, he took 1 kilo bigas + 2 sardinas on
utang (₱96); turn 5 the new prices (Red Horse ₱65); turn 6, the copy of Jomar's whiteboard in the store ("MAY UTANG:
Dodong 350, Bebang 145, Lyn 80"); turn 7 he took 1 Red Horse last night (₱65); turn 8 the bantay schedule. By turn
9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Sat 3/14): "magkano na lahat ng utang ni Kuya
Dodong? maniningil na ako bukas, 15th, sahod nila" -> expected ₱311 (₱150 + ₱96 + ₱65). The assistant says ₱511.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn with the
₱200 payment was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the ₱200,
"₱150 na lang" or "nagbayad"); the whiteboard copy, the bigas + sardinas and the Red Horse are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b378_langchain_sarisari_utang_total_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "magkano na lahat ng utang ni Kuya Dodong? maniningil na ako bukas, 15th, sahod nila"
TURNS = [
    ("UTANG as of Sun 3/1 📒 Kuya Dodong ₱350, Aling Bebang ₱145, Ate Lyn ₱80 (load). pakitandaan po, ikaw na "
     "bahala sa listahan ha",
     "Sige po - utang as of 3/1: Kuya Dodong ₱350, Aling Bebang ₱145, Ate Lyn ₱80 (load)."),
    ("3/2 nag-Puregold kami ni Mama, ₱4,860 lahat, cash. bigas 2 sako, sardinas 4 dosena, mantika",
     "Noted - Puregold 3/2, ₱4,860 cash: 2 sako bigas, 4 dosena sardinas, mantika."),
    ("Tue 3/3 - nagbayad si Kuya Dodong kahapon ng ₱200 👍 so ₱150 na lang sya. yung balance daw sa 15th, sahod",
     "Ayos - Kuya Dodong paid ₱200 on 3/2, so ₱150 na lang ang utang nya; the rest on the 15th."),
    ("Thu 3/5 umutang ulit si Kuya Dodong - 1 kilo bigas ₱52 + 2 sardinas ₱44 = ₱96. sige na, suki naman",
     "Listed - Kuya Dodong +₱96 (1 kilo bigas ₱52, 2 sardinas ₱44) on 3/5."),
    ("bagong presyo simula today: Red Horse ₱65 na (dating 60), Coke mismo ₱20, yelo ₱5 per supot",
     "Noted the new prices: Red Horse ₱65, Coke mismo ₱20, yelo ₱5 a supot."),
    ("kinopya ko lang yung whiteboard ni Jomar sa tindahan: 'MAY UTANG: Dodong 350, Bebang 145, Lyn 80 - BAWAL "
     "MUNA UMUTANG ANG LAMPAS 500' 😂",
     "Got it - that's the whiteboard as Jomar wrote it."),
    ("si Kuya Dodong kumuha pa ng 1 Red Horse kagabi (Fri), ₱65, ilista ko daw",
     "Listed - Kuya Dodong +₱65 for 1 Red Horse, Fri 3/13."),
    ("bantay this wk: Mama umaga, Jomar hapon pag-uwi galing school, ako gabi. sarado Sun ng umaga, simba",
     "Bantay: Mama mornings, Jomar afternoons after school, you at night; closed Sunday morning."),
    (QUESTION,
     "₱511 po lahat - ₱350 (sa listahan), + ₱96 (bigas + sardinas, 3/5), + ₱65 (Red Horse kagabi)."),
]
WINDOW = 11
GONE = ("₱200", "₱150 na lang", "nagbayad", "paid ₱200")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("MAY UTANG: Dodong 350" in str(m.content) for m in window), window
            assert any("1 kilo bigas ₱52 + 2 sardinas ₱44 = ₱96" in str(m.content) for m in window), window
            assert any("kumuha pa ng 1 Red Horse kagabi" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so ₱150 na lang sya" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Weng's chat - she keeps the listahan of Tindahan ni Aling Pacita, "
                                            "Purok 1; today Sat, March 14, 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="₱311 - ₱150 na lang after he paid ₱200 on 3/2, + ₱96 bigas + sardinas, + ₱65 Red Horse",
       actual=reply)
