"""Batch 371 (held out). A Quebec minor hockey association's equipment swap: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Hockey mineur des Trois-Sommets hold a bourse d'équipement (equipment swap) at the aréna Gaston-Lavigueur -
parents drop gear off the Friday night with a price tag, buyers come Saturday morning, 10 % to the association.
Isabelle (who runs it for the association) chats with the association's helper while she sorts it; each turn the
chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (mar. 24 fév.) is the swap - sam. 7 mars 9h-12h at the
aréna, drop-off ven. 6 mars 18h-20h. Turn 2 is the prices. In turn 3 (mar. 3 mars) Isabelle says scrub that - the
resurfacer broke the slab, the aréna is closed all weekend for the repair, so the swap is pushed to the week after
("la semaine prochaine"), same day same time, drop-off the Friday before. Turns 4 to 8 are the volunteers, the
association's Facebook post (still "samedi le 7", Marc is to change it), the tables, the unsold gear and the cash
float. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, jeu. 5 mars, from a parent via
Isabelle): "c'est quand la bourse déjà? mon voisin veut amener les vieilles jambières de son gars" -> expected sam.
14 mars, 9h-12h (drop-off ven. 13 mars). The assistant says sam. 7 mars.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that pushed
the swap a week was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the
week after, the slab or the resurfacer, no 14 or 13 mars); the Facebook post, the tables and the cash float are in
it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b371_langchain_hockey_equipment_swap_which_date_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "c'est quand la bourse déjà? mon voisin veut amener les vieilles jambières de son gars"
TURNS = [
    ("mar. 24 fév. BOURSE D'ÉQUIPEMENT ⛸️ sam. 7 mars 9h-12h à l'aréna Gaston-Lavigueur, dépôt ven. 6 mars 18h-20h. "
     "10 % à l'asso. peux-tu m'aider à tout suivre?",
     "Bien sûr - bourse d'équipement sam. 7 mars, 9h-12h à l'aréna Gaston-Lavigueur; drop-off ven. 6 mars 18h-20h; "
     "10 % of sales to the association."),
    ("prix: max 50 % du neuf, étiquette avec nom + tél + grandeur. casques seulement avec l'autocollant CSA",
     "Prices capped at 50 % of new, tags with name, phone and size; helmets only with the CSA sticker."),
    ("mar. 3 mars - scrub that 😩 la surfaceuse a brisé la dalle, l'aréna est fermé toute la fin de semaine pour "
     "réparer. so la bourse est repoussée à la semaine prochaine, même jour même heure, dépôt le vendredi d'avant",
     "Noted - the swap moves back a week because the aréna is closed this weekend for the slab repair: same day "
     "and time, drop-off the Friday before."),
    ("bénévoles: Julie + Patrice à la caisse, Steve au dépôt, les M15 pour monter les tables 💪",
     "Volunteers: Julie and Patrice on the cash, Steve at drop-off, the M15 players setting up the tables."),
    ("le post Facebook de l'asso dit encore 'samedi le 7, 9h à midi' 🙄 je vais demander à Marc de le changer. "
     "peux-tu vérifier le reste du texte?",
     "The rest of the post reads fine - prices, tags and the 10 % are right; only the line you mentioned needs "
     "Marc's fix."),
    ("tables: 12 tables pliantes du sous-sol, patins par grandeur, gardiens dans le coin à part",
     "Twelve folding tables from the basement, skates sorted by size, goalie gear in its own corner."),
    ("ce qui est pas vendu à midi: on le récupère ou ça va à la friperie St-Vincent",
     "Unsold gear at noon is picked up by its owner or goes to the St-Vincent thrift shop."),
    ("petite caisse: 200 $ en change, Chantal me la donne ven. soir. Interac aussi via le terminal de la cantine",
     "Cash float of 200 $ in change from Chantal on Friday night, plus Interac on the canteen terminal."),
    (QUESTION,
     "Sam. 7 mars, 9h à midi à l'aréna Gaston-Lavigueur - le dépôt c'est ven. 6 mars 18h-20h, ton voisin peut "
     "amener les jambières là."),
]
WINDOW = 11
GONE = ("semaine prochaine", "back a week", "dalle", "slab", "surfaceuse", "14 mars", "13 mars")


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
            assert not any(w in str(m.content).lower() for m in window for w in GONE), window
            assert any("dit encore 'samedi le 7, 9h à midi'" in str(m.content) for m in window), window
            assert any("12 tables pliantes" in str(m.content) for m in window), window
            assert any("200 $ en change" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("la bourse est repoussée à la semaine prochaine" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Isabelle's chat - she runs the bourse d'équipement for Hockey mineur "
                                            "des Trois-Sommets; today jeu. 5 mars 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="sam. 14 mars, 9h-12h (drop-off ven. 13 mars) - pushed back a week for the slab repair",
       actual=reply)
