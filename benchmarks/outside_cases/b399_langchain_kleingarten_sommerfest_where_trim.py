"""Batch 399 (held out). A Schrebergarten association's board notes in Leipzig: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: the Kleingartenverein "Am Birkenwäldchen" e.V. in Leipzig have their Sommerfest on Sa 24.06.2051 - Kinderfest
with Sackhüpfen in the afternoon, Grill, Tombola and a DJ in the evening. Klaus (the Vorsitzender) chats in English,
German words mixed in, with the Verein's helper while he organises it; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the Fest - Sa 24.06. from 14 Uhr on the Festwiese
behind the Vereinsheim. Turn 2 is the Getränkehandel Richter delivering Fr 23.06. ca. 16 Uhr (10 Bierzeltgarnituren,
2 Kühlschränke, Fassbier, 150,00 € Kaution). In turn 3 Klaus says the Stadt is digging up the Festwiese for the new
Hauptwasserleitung until end of July, so the Fest is on the Parkplatz at Tor 1 (closed for cars that day), the
Freiwillige Feuerwehr lends their big Zelt, Ordnungsamt ok. Turns 4 to 8 are the Tombola, the Kuchen, the DJ, the
Einladung draft for the Schaukasten (still "Festwiese hinterm Vereinsheim", from last year's Vorlage) and the
helpers. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Di 20.06.): "where shall
Richter put the Bierzeltgarnituren on Freitag? he asks me per SMS" -> expected on the Parkplatz at Tor 1 (the
Festwiese is dug up). The assistant says on the Festwiese behind the Vereinsheim.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
Fest to the Parkplatz was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
the Parkplatz, Tor 1, the Wasserleitung or the Zelt); the Einladung draft, the DJ and the Tombola are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b399_langchain_kleingarten_sommerfest_where_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "where shall Richter put the Bierzeltgarnituren on Freitag? he asks me per SMS"
TURNS = [
    ("SOMMERFEST 2051 🌞 Sa 24.06. from 14 Uhr on the Festwiese behind the Vereinsheim. Kinderfest with Sackhüpfen "
     "+ Eierlauf, in the evening Grill + Musik. pls help me to keep the overview, it's a lot this year",
     "Gladly - Sommerfest Sa 24.06. from 14 Uhr on the Festwiese behind the Vereinsheim: Kinderfest in the afternoon, "
     "Grill and Musik in the evening."),
    ("Getränke: Getränkehandel Richter delivers Fr 23.06. ca. 16 Uhr - 10 Bierzeltgarnituren, 2 Kühlschränke, "
     "Fassbier. Kaution 150,00 € cash on delivery, Uwe brings it",
     "Richter delivers Fr 23.06. around 16 Uhr: 10 Bierzeltgarnituren, 2 Kühlschränke and Fassbier; 150,00 € "
     "Kaution in cash, Uwe brings it."),
    ("bad news from the Stadt 😤 they dig up the Festwiese for the new Hauptwasserleitung until end of July, Bagger "
     "is already there. so: Sommerfest on the Parkplatz at Tor 1, we close it for cars that day, the Freiwillige "
     "Feuerwehr lends us their big Zelt. Ordnungsamt said ok on 05.05.",
     "Understood - the Festwiese is closed for the Wasserleitung, so the Sommerfest is on the Parkplatz at Tor 1, "
     "closed for cars that day, with the Feuerwehr's big Zelt; the Ordnungsamt has agreed."),
    ("Tombola: 1 Los 1,00 €, Hauptpreis is a Gutschein from Gartencenter Möller over 50,00 €, 2. Preis a Rasenmäher "
     "service (Parz. 27 does it)",
     "Tombola: 1,00 € a Los; first prize a 50,00 € Gutschein from Gartencenter Möller, second a lawnmower service "
     "from Parz. 27."),
    ("Kuchen: Frau Krause organises, Liste in the Schaukasten, 12 Kuchen so far, Kaffee from the big Maschine in "
     "the Vereinsheim",
     "Frau Krause is organising the Kuchen - 12 on the list so far - with Kaffee from the Vereinsheim machine."),
    ("Musik: DJ is Ronny (the son from Parz. 27) 18-23 Uhr. Nachtruhe is 22 Uhr in the Gartenordnung but the Stadt "
     "gave us an Ausnahme until 23 Uhr",
     "DJ Ronny plays 18 to 23 Uhr; there is an Ausnahme from the 22 Uhr Nachtruhe until 23 Uhr."),
    ("Einladung for the Schaukasten, draft: 'Sommerfest KGV Am Birkenwäldchen - Sa 24.06. ab 14 Uhr - Festwiese "
     "hinterm Vereinsheim - Kinderfest, Grill, Tombola, Musik' - I took the Vorlage from last year, pls check the "
     "Rechtschreibung",
     "The Rechtschreibung in the draft is fine."),
    ("Helfer: for Aufbau + Abbau we need 8 people, Freitag 17 Uhr and Sonntag 10 Uhr. 5 have said yes",
     "Aufbau Friday 17 Uhr and Abbau Sunday 10 Uhr need 8 helpers; 5 so far."),
    (QUESTION,
     "On the Festwiese behind the Vereinsheim - tell him to come round by the Vereinsheim, it's the Wiese right "
     "behind."),
]
WINDOW = 11
GONE = ("parkplatz", "tor 1", "wasserleitung", "zelt", "bagger")


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
            assert any("Festwiese hinterm Vereinsheim" in str(m.content) for m in window), window
            assert any("DJ is Ronny" in str(m.content) for m in window), window
            assert any("Hauptpreis is a Gutschein" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so: Sommerfest on the Parkplatz at Tor 1" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Klaus's chat - he is Vorsitzender of the Kleingartenverein Am "
                                            "Birkenwäldchen e.V., Leipzig; today Di 20.06.2051, the Sommerfest is "
                                            "Sa 24.06.)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="on the Parkplatz at Tor 1 - the Festwiese is dug up for the Wasserleitung", actual=reply)
