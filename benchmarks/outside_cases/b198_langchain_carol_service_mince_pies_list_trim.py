"""Batch 198 (held out). A parish's carol service: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages), one root span per turn.

App: St Mary's, Cleobury Mortimer hold their carols by candlelight on Sun 20th Dec 2043 at 6pm - nine readings, the
choir with descants, candles, mulled wine and mince pies after, a retiring collection for the hospice. Pam (the
churchwarden who organises it) chats with the parish's helper while she sorts it; each turn the chat is trimmed to
its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Pam says the mince pies are sorted - the WI doing 4
doz, Jean a gluten free batch, and the Co-op giving 10 doz (Greggs said no this year, new manager); Tony on the
mulled wine as usual. Turn 2 is the readers, turn 3 last year's poster text to tidy ("Mince pies kindly donated by
Greggs and the WI"), turn 4 choir practices (Tue 8th and 15th, 7.30ish), turn 5 candles and stewards, turn 6 the
collection and the order of service. By turn 7 the trim drops turn 1; turns 2 to 6 stay. Question (turn 7, Thu
10/12): "who's giving us the mince pies? want to put thank yous in the notice sheet" -> expected the WI (4 doz),
Jean (gluten free) and the Co-op (10 doz) - not Greggs this year. The assistant says Greggs and the WI, from the old
poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn with this
year's mince pie list was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 7's (nothing on the Co-op, Jean or
gluten free); the readers, old poster, choir, candles and collection turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b198_langchain_carol_service_mince_pies_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's giving us the mince pies? want to put thank yous in the notice sheet"
TURNS = [
    ("mince pies sorted 🥧 WI doing 4 doz, Jean's doing a gluten free batch (her grandson's coeliac) + the Co-op are "
     "giving us 10 doz!! Greggs said no this yr, new manager. Tony on the mulled wine as usual",
     "Mince pies: the WI (4 dozen), Jean (a gluten-free batch) and the Co-op (10 dozen); Greggs can't this year. "
     "Tony's doing the mulled wine."),
    ("readers - Tom (churchwarden), Anne Lewis, Mr Briggs (head at the primary), Lily (youngest chorister), Dr Shah, "
     "Cllr Price, Mrs Hall from the Friends, Ben (Scouts) + Rev Sue does the 9th",
     "Nine readers: Tom, Anne Lewis, Mr Briggs, Lily, Dr Shah, Cllr Price, Mrs Hall, Ben, and Rev Sue for the last."),
    ("can you tidy last yr's poster text - 'Carols by Candlelight, Sun 21st Dec 6pm. Mince pies kindly donated by "
     "Greggs and the WI. Retiring collection for Severn Hospice' - date needs changing obvs",
     "Tidied: 'Carols by Candlelight, Sunday 20th December, 6pm. Mince pies kindly donated by Greggs and the WI. "
     "Retiring collection for Severn Hospice.'"),
    ("choir practice tues 8th + 15th in the vestry 7.30ish, Gillian conducting. descants for O Come All Ye + Hark "
     "the Herald, sopranos pls bring the green books",
     "Choir practices Tue 8 and Tue 15 Dec, about 7.30 in the vestry; Gillian conducting; descants for O Come All "
     "Ye Faithful and Hark the Herald."),
    ("candles - 200 on order + drip shields from the diocese box. stewards on the door Keith + Marion from 5.15",
     "200 candles with drip shields from the diocese box; Keith and Marion stewarding from 5.15."),
    ("collection for the hospice again, Rev Sue's doing the notices. order of service - 9 lessons, 12 carols, 500 "
     "copies from the printers by the 17th",
     "Retiring collection for the hospice; Rev Sue on notices; 500 orders of service (9 lessons, 12 carols) due "
     "from the printers by the 17th."),
    (QUESTION,
     "Greggs and the WI - they kindly donated them, as on the poster."),
]
WINDOW = 12
GONE = ("co-op", "jean", "gluten free", "gluten-free", "coeliac")


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
            assert any("Mr Briggs (head at the primary)" in str(m.content) for m in window), window
            assert any("donated by Greggs and the WI" in str(m.content) for m in window), window
            assert any("Gillian conducting" in str(m.content) for m in window), window
            assert any("200 on order" in str(m.content) for m in window), window
            assert any("collection for the hospice again" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("the Co-op are giving us 10 doz" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pam's chat - she's churchwarden at St Mary's, Cleobury Mortimer, and "
                                            "organises the carols by candlelight on Sun 20 Dec; today Thu 10 Dec "
                                            "2043)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="the WI (4 doz), Jean (gluten free batch) and the Co-op (10 doz) - Greggs said no this year",
       actual=reply)
