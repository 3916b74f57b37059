"""Batch 205 (held out). A WI's book swap: LangChain InMemoryChatMessageHistory + trim_messages (last 10 messages),
one root span per turn.

App: Clee Hill WI's spring book swap is in the village hall in March 2046, 2-4 - bring a book, take a book (or 20p
each), tea and cake, the proceeds to the hall roof. Carol (the WI secretary) chats with the WI's helper while she
sorts it; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the hall booking (Tues 13th March, 2-4, the big
room). In turn 2 Carol lists the tables and, in passing, that Glenys says the hall's double booked with the Slimming
World lot that afternoon, so they'll have to go the Weds, the 14th, same time. Turn 3 is the cakes, turn 4 the poster
she did last week to tidy up (it still says TUES 13TH MARCH), turn 5 the prices, turn 6 who's on the door. By turn 7
the trim drops turns 1 and 2; turns 3 to 6 stay. Question (turn 7, Fri 9/3): "what day's the swap again? Doreen's
asking and my brain's gone" -> expected Weds 14th March (the hall's double booked on the Tuesday). The assistant
says Tues 13th March, from the poster.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn moving the
swap to the Wednesday was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 2 is in every earlier window (from turn 2 on) and missing from turn 7's (nothing on Slimming
World, the double booking or the 14th); the cakes, the poster, the prices and the door turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b205_langchain_wi_book_swap_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what day's the swap again? Doreen's asking and my brain's gone"
MOVED = "Slimming World"
TURNS = [
    ("book swap 📚 booked the hall, tues 13th march 2-4, big room not the committee room. £12, I paid it from petty "
     "cash",
     "Hall booked: Tues 13 March, 2-4, the big room - £12 from petty cash."),
    ("tables - 6 trestles, fiction / crime / non fic / cookery / large print / kids. oh and Glenys says the hall's "
     "double booked w the Slimming World lot that aft 🙄 so we'll have to go the weds, 14th, same time. can u keep "
     "track",
     "Tables: fiction, crime, non-fiction, cookery, large print and children's. And it's moved to Weds 14 March, "
     "2-4, as the hall's double booked on the Tuesday."),
    ("cakes - Mavis victoria sponge, Pat her lemon drizzle, I'll do cheese scones. 50p a slice, tea 50p, urn from the "
     "chapel",
     "Cakes: Mavis's Victoria sponge, Pat's lemon drizzle, your cheese scones; 50p a slice, tea 50p, the chapel's "
     "urn."),
    ("can u tidy up the poster I did last wk - 'WI BOOK SWAP 📚 TUES 13TH MARCH 2-4 village hall. bring a book take a "
     "book!! tea + cake. all welcome, proceeds to the hall roof' - make it less shouty lol",
     "Poster: 'Clee Hill WI Book Swap - Tues 13th March, 2-4pm, village hall. Bring a book, take a book! Tea and "
     "cake, all welcome; proceeds to the hall roof.'"),
    ("prices - swap 1 for 1 or 20p a book, hardbacks 50p, any left over go to the Severn Hospice shop",
     "Prices: swap one for one, or 20p a book (hardbacks 50p); leftovers to the Severn Hospice shop."),
    ("door - Jean's on the door w the tin 2-3, Doreen 3-4, and someone needs to shout at people to take their "
     "Readers Digests home 😂",
     "Door: Jean 2-3, Doreen 3-4, with the tin - and a reminder to take the Reader's Digests home."),
    (QUESTION,
     "Tues 13th March, 2 till 4 in the village hall."),
]
WINDOW = 10
GONE = ("slimming", "double booked", "14th", "weds")


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
            assert any("victoria sponge" in str(m.content) for m in window), window
            assert any("TUES 13TH MARCH" in str(m.content) for m in window), window
            assert any("20p a book" in str(m.content) for m in window), window
            assert any("Jean's on the door" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            if i >= 2:
                assert any(MOVED in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Carol's chat - she's secretary of Clee Hill WI; the spring book swap is "
                                            "in the village hall; today Fri 9 March 2046)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Weds 14th March, 2-4 - the hall's double booked with Slimming World on the Tuesday",
       actual=reply)
